import { Worker } from 'node:worker_threads';

// Work that a third-party library does on input the server did not make (drawing a PDF with an
// image in it, decoding a HEIC photo) runs on worker threads with a memory ceiling and a time limit
// (ADR 0037): a throw from one of the library's callbacks, an input that runs away or runs out of
// memory ends that worker, never the server, and its caller gets a ContainedError while every other
// request goes on. A worker that stopped is replaced for the next task.

export type ContainedFailure = 'timeout' | 'crashed' | 'failed' | 'busy';

export class ContainedError extends Error {
  constructor(
    readonly reason: ContainedFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ContainedError';
  }
}

export interface ContainedOptions {
  /** What the work is, for messages and logs ('pdf'). */
  name: string;
  /** A module (TypeScript too) whose default export does one task: `(input) => output | Promise<output>`. */
  entry: URL;
  /** Workers kept at once; each does one task at a time. */
  size: number;
  /** A task still running after this long ends its worker. */
  timeoutMs: number;
  /** The worker's JavaScript heap; past it the worker stops (not the server). */
  maxMemoryMb: number;
  /** Tasks waiting beyond this are refused at once ('busy'): a flood waits nowhere. */
  maxQueue: number;
  /** A new worker for every task (a decoder whose memory only grows); default: workers are kept. */
  oneTaskPerWorker?: boolean;
}

export interface ContainedPool<In, Out> {
  run(input: In): Promise<Out>;
  /** Ends every worker; what waits is refused. */
  close(): Promise<void>;
}

interface Task {
  input: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: Task | null;
  timer: NodeJS.Timeout | null;
  used: boolean;
}

const BOOT = new URL('./contained-worker.mjs', import.meta.url);

export function containedPool<In, Out>(options: ContainedOptions): ContainedPool<In, Out> {
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  let closed = false;

  const finish = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.busy = null;
  };

  // A worker that stopped (or is stopped) takes its task's failure with it; the next task gets a new one.
  const retire = (slot: Slot, error: ContainedError | null) => {
    if (!slots.delete(slot)) return;
    const task = slot.busy;
    finish(slot);
    void slot.worker.terminate();
    if (task && error) task.reject(error);
    pump();
  };

  const spawn = (): Slot => {
    const worker = new Worker(BOOT, {
      workerData: { entry: options.entry.href },
      // The boot file loads TypeScript itself; the server's own flags (--import tsx) are not repeated.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
      // What a library prints to stderr about a bad input is the caller's error already.
      stdout: true,
      stderr: true,
    });
    worker.unref();
    const slot: Slot = { worker, busy: null, timer: null, used: false };
    worker.on('message', (message: { value?: unknown; error?: string }) => {
      const task = slot.busy;
      if (!task) return;
      finish(slot);
      if (message.error !== undefined) {
        task.reject(new ContainedError('failed', `${options.name}: ${message.error}`));
      } else {
        task.resolve(message.value);
      }
      if (options.oneTaskPerWorker) retire(slot, null);
      else pump();
    });
    worker.on('error', (err) => {
      const outOfMemory = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      retire(slot, new ContainedError('crashed', `${options.name}: ${outOfMemory ? 'out of memory' : err.message}`));
    });
    worker.on('exit', (code) => retire(slot, new ContainedError('crashed', `${options.name}: stopped (exit ${code})`)));
    slots.add(slot);
    return slot;
  };

  const start = (slot: Slot, task: Task) => {
    slot.busy = task;
    slot.used = true;
    slot.timer = setTimeout(
      () => retire(slot, new ContainedError('timeout', `${options.name}: over ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    slot.worker.postMessage(task.input);
  };

  function pump() {
    while (queue.length && !closed) {
      let slot = [...slots].find((s) => !s.busy && !(options.oneTaskPerWorker && s.used));
      if (!slot) {
        if (slots.size >= options.size) return;
        slot = spawn();
      }
      start(slot, queue.shift()!);
    }
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new ContainedError('busy', `${options.name}: closed`));
      if (queue.length >= options.maxQueue) {
        return Promise.reject(new ContainedError('busy', `${options.name}: ${queue.length} tasks waiting`));
      }
      return new Promise<Out>((resolve, reject) => {
        queue.push({ input, resolve: resolve as (value: unknown) => void, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new ContainedError('busy', `${options.name}: closed`));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
      slots.clear();
    },
  };
}
