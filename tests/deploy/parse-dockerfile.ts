// A Dockerfile read into stages of instructions, enough for tests/deploy to check the
// image's properties where no container engine exists to build it.

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  // Continuation lines join their instruction; comment lines inside it are dropped.
  const logical: string[] = [];
  let pending = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("#") || (!line && !pending)) continue;
    pending += (pending ? " " : "") + line.replace(/\\$/, "").trim();
    if (!line.endsWith("\\")) {
      logical.push(pending);
      pending = "";
    }
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = "", args = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === "FROM") {
      const [, base = "", name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ name: name ?? String(stages.length), base, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** The arguments of every instruction of that keyword in a stage. */
export function argsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
}

/** ENV's KEY=value pairs of a stage (the form this project's Dockerfile uses). */
export function envOf(stage: Stage): Record<string, string> {
  const pairs = argsOf(stage, "ENV").flatMap((args) => [...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)]);
  return Object.fromEntries(pairs.map(([, key, value]) => [key!, value!.replace(/^"|"$/g, "")]));
}
