/**
 * A property as a choice of the owner pages' property lists: its title and place, and for an
 * agent's owner's property whose it is ("Sea Cottage (Algarve), owner Tessa Twofactor").
 */
export function propertyChoice(title: string, destination: string, ownerName: string | null): string {
  return ownerName ? `${title} (${destination}), owner ${ownerName}` : `${title} (${destination})`;
}
