/** docs/api.md, Bookings: a card number is 12 to 19 digits that pass the Luhn checksum. */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  if (digits.length < 12 || digits.length > 19) return false;
  const sum = [...digits].reverse().reduce((total, character, index) => {
    const digit = Number(character);
    if (index % 2 === 0) return total + digit;
    return total + (digit * 2 > 9 ? digit * 2 - 9 : digit * 2);
  }, 0);
  return sum % 10 === 0;
}
