/** Minor units (haléře, cents) to the API's major units with up to 2 decimals. */
export const toMajor = (minor: number) => Math.round(minor) / 100;

/** Major units (possibly with decimals) to whole minor units. */
export const toMinor = (major: number) => Math.round(major * 100);
