/** A time of day as the time inputs send it: 24-hour "HH:MM". */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
