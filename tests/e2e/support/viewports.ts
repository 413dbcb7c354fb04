// The phone and desktop sizes the journeys are checked at.

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
