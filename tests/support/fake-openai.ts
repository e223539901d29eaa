import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** How the fake answers the next requests (until changed). */
export interface FakeOpenAiBehaviour {
  /** The reply text; an array gives the streamed chunks one by one. */
  reply?: string | string[];
  /** Answer with this status and an OpenAI-style error body instead (500, 429, ...). */
  status?: number;
  /** Wait this long before the response headers. */
  delayBeforeHeadersMs?: number;
  /** Streamed: wait this long after the headers, before the first chunk. */
  delayBeforeFirstChunkMs?: number;
  /** Streamed: wait this long between chunks. */
  chunkIntervalMs?: number;
  /** Streamed: after this many content chunks, send nothing more and keep the connection open. */
  stallAfterChunks?: number;
  /** Streamed: after this many content chunks, destroy the connection. */
  closeAfterChunks?: number;
  /** The finish_reason of the last chunk (default "stop"). */
  finishReason?: "stop" | "length" | "content_filter";
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  rawBody: string;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real HTTP server on 127.0.0.1 standing in for the OpenAI API: `POST /v1/chat/completions`,
 * plain and streamed (server-sent events shaped like the real API's chunks). Point the SDK at
 * `baseURL`. It records every request and answers as `behave()` last said.
 */
export async function startFakeOpenAi(initial: FakeOpenAiBehaviour = {}) {
  let behaviour: FakeOpenAiBehaviour = { ...initial };
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let counter = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await new Promise<string>((resolve) => {
      const parts: Buffer[] = [];
      req.on("data", (c: Buffer) => parts.push(c));
      req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    });
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, rawBody: raw, body });
    const b = behaviour;
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Unknown path", type: "invalid_request_error", code: null } }));
      return;
    }
    if (b.delayBeforeHeadersMs) await sleep(b.delayBeforeHeadersMs);
    if (b.status && b.status >= 400) {
      res
        .writeHead(b.status, { "content-type": "application/json", "x-request-id": `req_${++counter}` })
        .end(JSON.stringify({ error: { message: b.status === 429 ? "Rate limit reached" : "The server had an error", type: b.status === 429 ? "requests" : "server_error", code: null } }));
      return;
    }
    const request = (body ?? {}) as { model?: string; stream?: boolean };
    const chunks = Array.isArray(b.reply) ? b.reply : [b.reply ?? "Hello from the fake."];
    const id = `chatcmpl-fake${++counter}`;
    const created = Math.floor(Date.now() / 1000);
    const model = request.model ?? "fake-model";
    if (!request.stream) {
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model,
          choices: [{ index: 0, message: { role: "assistant", content: chunks.join(""), refusal: null }, finish_reason: b.finishReason ?? "stop", logprobs: null }],
          usage: { prompt_tokens: 10, completion_tokens: chunks.length, total_tokens: 10 + chunks.length },
        }),
      );
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const send = (delta: Record<string, unknown>, finish: string | null) =>
      res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`);
    if (b.delayBeforeFirstChunkMs) await sleep(b.delayBeforeFirstChunkMs);
    send({ role: "assistant", content: "", refusal: null }, null);
    for (let i = 0; i < chunks.length; i++) {
      if (b.stallAfterChunks !== undefined && i >= b.stallAfterChunks) return; // hold the connection open, silent
      if (b.closeAfterChunks !== undefined && i >= b.closeAfterChunks) {
        res.socket?.destroy();
        return;
      }
      if (i > 0 && b.chunkIntervalMs) await sleep(b.chunkIntervalMs);
      if (res.destroyed) return; // the client went away
      send({ content: chunks[i] }, null);
    }
    if (res.destroyed) return;
    send({}, b.finishReason ?? "stop");
    res.end("data: [DONE]\n\n");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: FakeOpenAiBehaviour) {
      behaviour = { ...next };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
