/** A FIFO async mutex. `lock()` resolves to the release function. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();
  #held = 0;

  get locked(): boolean {
    return this.#held > 0;
  }

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.#tail.then(() => {
      this.#held++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        this.#held--;
        release();
      };
    });
    this.#tail = this.#tail.then(() => next);
    return ready;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.lock();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
