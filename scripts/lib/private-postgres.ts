// A PostgreSQL server of our own for fault tests: its own data directory and port, so it
// can be stopped and restarted while the machine's shared server (5432) is never touched.
// Uses Debian's binaries (/usr/lib/postgresql/<version>/bin); initdb refuses to run as
// root, so as root the server runs as the "postgres" user in a directory that user owns.
import { execFile, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface PrivatePostgres {
  port: number;
  /** A connection string for `database` on this server (trust authentication, user postgres). */
  url(database?: string): string;
  start(): Promise<void>;
  /** "fast" disconnects clients and checkpoints; "immediate" is a crash. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): void;
  /** The server's own log, for a failure report. */
  log(): string;
}

/** The newest PostgreSQL's binaries (Debian's layout), or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, "bin") : undefined;
}

function binDir(): string {
  const bin = postgresBinDir();
  if (!bin) throw new Error("no PostgreSQL binaries under /usr/lib/postgresql/*/bin (Debian's postgresql package installs them)");
  return bin;
}

/** A port nothing listens on now. */
export async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function userIds(name: string): { uid: number; gid: number } | null {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "accordo-faults-pg-"));
  const data = join(dir, "data");
  const logFile = join(dir, "server.log");
  const port = await sparePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = userIds("postgres");
    if (!ids) throw new Error('running as root needs a "postgres" user to run the server as (initdb refuses root)');
    chownSync(dir, ids.uid, ids.gid);
  }
  const commandLine = (program: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]] : [join(bin, program), args];
  // Asynchronous, so that the clients of a load keep running while the server stops and starts.
  const run = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [command, argv] = commandLine(program, args);
      execFile(command, argv, { cwd: dir, encoding: "utf8" }, (error, stdout, stderr) =>
        error ? reject(new Error(`${program} ${args.join(" ")} failed: ${stderr || stdout || error.message}`)) : resolve(),
      );
    });
  const runNow = (program: string, args: string[]) => {
    const [command, argv] = commandLine(program, args);
    spawnSync(command, argv, { cwd: dir, stdio: "ignore" });
  };

  await run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const serverOptions = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", "-c max_connections=40", "-c shared_buffers=32MB"].join(" ");
  let running = false;
  const handle: PrivatePostgres = {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      running = true;
      await run("pg_ctl", ["-D", data, "-l", logFile, "-o", serverOptions, "-w", "-t", "60", "start"]);
    },
    async stop(mode = "fast") {
      await run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    },
    destroy() {
      if (running) runNow("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
  };
  // A crash of the calling script must not leave a server running.
  process.once("exit", () => handle.destroy());
  await handle.start();
  return handle;
}
