/** The `meta` key naming the user whose data the device holds (claimLocalData writes it). */
export const OWNER_KEY = "owner";
