// The tight-loop anchor of bench:engine: the engine's pair recurrence alone over as many
// pair-days as the 50-actor scene, with no engine code around it. Its time tracks how loaded
// the machine is during a run; it is a reference, not a bound (the engine's own pair loop,
// timed alone, has measured faster: 2.0 ms against 8 ms for this loop on a loaded machine).
const PAIRS = 1225;
const DAYS = 1095;
export const ANCHOR_PAIRS = PAIRS;
export const ANCHOR_DAYS = DAYS;
const anchorI = new Int32Array(PAIRS);
const anchorJ = new Int32Array(PAIRS);
const anchorQ = new Float64Array(PAIRS).fill(0.994);
const anchorH = new Float64Array(PAIRS).fill(1.02);
const anchorG = new Float64Array(PAIRS);
const anchorSig = new Float64Array(50).fill(0.6);
const anchorNum = new Float64Array(50);
const anchorSup = new Float64Array(50);
for (let i = 0, k = 0; i < 50; i++) for (let j = i + 1; j < 50; j++, k++) [anchorI[k], anchorJ[k]] = [i, j];
export function tightLoop(): number {
  anchorG.fill(0.2);
  for (let t = 0; t < DAYS; t++) {
    anchorNum.fill(0);
    anchorSup.fill(0);
    // As the engine's pairDay: pairs listed with i non-decreasing, the i side summed in registers.
    let cur = anchorI[0]!;
    let accI = 0;
    let accS = 0;
    let sigCur = anchorSig[cur]!;
    for (let k = 0; k < PAIRS; k++) {
      const i = anchorI[k]!;
      if (i !== cur) {
        anchorNum[cur] = anchorNum[cur]! + accI;
        anchorSup[cur] = anchorSup[cur]! + accS;
        accI = 0;
        accS = 0;
        cur = i;
        sigCur = anchorSig[i]!;
      }
      const gp = anchorG[k]! * anchorQ[k]!;
      anchorG[k] = gp;
      const w = anchorH[k]! * (1 - gp);
      const j = anchorJ[k]!;
      accI += w;
      accS += w * anchorSig[j]!;
      anchorNum[j] = anchorNum[j]! + w;
      anchorSup[j] = anchorSup[j]! + w * sigCur;
    }
    anchorNum[cur] = anchorNum[cur]! + accI;
    anchorSup[cur] = anchorSup[cur]! + accS;
  }
  return anchorNum[0]!;
}

