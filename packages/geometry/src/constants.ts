/** Side of the square play area in millimetres (3 ft). */
export const PLAY_AREA_SIZE = 914.4;

/** Length of one range band on the range ruler, in millimetres. */
export const RANGE_BAND = 100;

/** Width of every maneuver template. */
export const TEMPLATE_WIDTH = 20;

/**
 * Overlap tolerance: two shapes overlap only when they interpenetrate by more than this. Shapes closer than this
 * are touching, which the rules say is not overlapping.
 */
export const OVERLAP_EPS = 1e-6;

/** Objects whose closest points are at most this far apart are touching (range 0). */
export const TOUCH_EPS = 1e-4;

/** Resolution of the partial-maneuver search: how far from touching the ship may end, at worst. */
export const PARTIAL_TOLERANCE = 1e-5;

export const DEG = Math.PI / 180;

/**
 * Coordinates the geometry takes, in mm either way from the table's corner (the table is 914.4 mm square). Far
 * larger numbers lose the precision the tests need (a range to 1e300 has no distance), so inputs are refused past it.
 */
export const MAX_COORDINATE = 100_000;

/** Most corners a device's outline may have (real tokens have a few dozen at most). */
export const MAX_OUTLINE_POINTS = 256;
