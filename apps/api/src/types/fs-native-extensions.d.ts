/** The part of fs-native-extensions (holepunchto) the embedded database's lock uses (db/data-dir-lock.ts). */
declare module 'fs-native-extensions' {
  /** Asks for an exclusive lock on the whole file behind `fd`; false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  /** Releases the lock `fd` holds. */
  export function unlock(fd: number): void;
}
