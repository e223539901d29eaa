/**
 * Two forecasts closer than this many points of the shown 0..100 scale read "about the same", and
 * a change smaller than this is "steady": the precision of a forecast from complete inputs (the
 * measurement-error part of its band, about 3-7 shown points either side on engine 1.2.0's scale);
 * issue 16 found 3-point differences mostly noise. The one source for the comparison's verdict
 * (lib/client/score-reading.ts) and the director monitor's trends (scene/monitor-digest.ts).
 * docs/model.md, "Reading scores on screen".
 */
export const SHOWN_PRECISION_POINTS = 5;
