import { DateRangeField, type StayDates } from "~/components/date-range-field";
import { type DateRange, isUnavailable, stayIsFree } from "~/lib/calendar";

/**
 * The booking box's dates: booked nights cannot be picked. Loaded when the visitor shows interest
 * in the dates; native date inputs stand in before.
 */
export default function StayDateRangePicker({
  unavailable,
  onChange = () => {},
  ...field
}: {
  today: string;
  unavailable: DateRange[];
  defaultStart: string;
  defaultEnd: string;
  error?: string;
  autoFocus?: boolean;
  onChange?: (dates: StayDates | null) => void;
}) {
  return (
    <DateRangeField
      {...field}
      onChange={onChange}
      isDayUnavailable={(day) => isUnavailable(day, unavailable)}
      stayProblem={(checkIn, checkOut) =>
        stayIsFree(checkIn, checkOut, unavailable) ? null : "Those dates include nights that are not available."
      }
    />
  );
}
