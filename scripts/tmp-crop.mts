import sharp from "sharp";
const [file, h = "1100"] = process.argv.slice(2);
const meta = await sharp(file!).metadata();
const step = Number(h);
for (let y = 0, i = 0; y < meta.height!; y += step, i++) {
  await sharp(file!).extract({ left: 0, top: y, width: meta.width!, height: Math.min(step, meta.height! - y) }).toFile(`${file!.replace(/\.png$/, "")}-part${i}.png`);
}
console.log(Math.ceil(meta.height! / step), "parts");
