import { forEachWord, type QueryWords } from './words';

/**
 * Which documents hold which words, without their texts (decision 0102): an inverted index from each word to
 * the slots of the documents holding it. Every document added gets a new slot, so a word's slots only grow
 * and its list stays sorted. A word in one document keeps that slot (most words of a large index); in a few,
 * a plain array of small integers (4 bytes each); in one document of 32 or more, a bitmap of every slot
 * (`Bitmap`), smaller from there on and tested in one step: at 100,000 CVs the 2,000 most frequent words hold
 * four fifths of all the postings. Owners (candidates) are numbers given by the caller.
 *
 * A removed document's slot is retired, not taken out of its words (that would need its text); searches skip
 * it. Once retired postings outweigh the live ones the index is compacted: slots renumbered, retired ones
 * dropped, words left with none forgotten.
 */
export class WordIndex {
  private readonly words = new Map<string, Postings>();
  /** Every word in code-unit order (for the words a prefix begins), and the words added since it was sorted. */
  private sortedWords: string[] = [];
  private newWords: string[] = [];
  /** Per slot: the document's key (undefined once retired), its owner's number (a candidate's), how many words it added. */
  private keys: (string | undefined)[] = [];
  private owners: number[] = [];
  private wordCounts: number[] = [];
  private slotOfKey = new Map<string, number>();
  private slotsOfOwner = new Map<number, number[]>();
  private livePostings = 0;
  private retiredPostings = 0;

  /** @param compactFrom retired postings below this never make a compaction (each one is a pass over every posting). */
  constructor(private readonly compactFrom = 1_000_000) {}

  /** Documents indexed. */
  get size(): number {
    return this.slotOfKey.size;
  }

  has(key: string): boolean {
    return this.slotOfKey.has(key);
  }

  /** Indexes the words of `text` as the document `key` of `owner`; false when that key is indexed already. */
  add(key: string, owner: number, text: string): boolean {
    if (this.slotOfKey.has(key)) return false;
    const slot = this.keys.length;
    this.keys.push(key);
    this.owners.push(owner);
    this.slotOfKey.set(key, slot);
    const owned = this.slotsOfOwner.get(owner);
    if (owned) owned.push(slot);
    else this.slotsOfOwner.set(owner, [slot]);
    let count = 0;
    forEachWord(text, (word) => {
      if (this.post(word, slot)) count++;
    });
    this.wordCounts.push(count);
    this.livePostings += count;
    return true;
  }

  /** Takes the document out; false when it was not there. */
  remove(key: string): boolean {
    const slot = this.slotOfKey.get(key);
    if (slot === undefined) return false;
    const owner = this.owners[slot]!;
    const owned = this.slotsOfOwner.get(owner)!;
    owned.splice(owned.indexOf(slot), 1);
    if (owned.length === 0) this.slotsOfOwner.delete(owner);
    this.slotOfKey.delete(key);
    this.keys[slot] = undefined;
    this.livePostings -= this.wordCounts[slot]!;
    this.retiredPostings += this.wordCounts[slot]!;
    return true;
  }

  /** Takes out every document of `owner`. */
  removeOwner(owner: number): void {
    for (const slot of [...(this.slotsOfOwner.get(owner) ?? [])]) this.remove(this.keys[slot]!);
  }

  /**
   * The documents holding every word of the query (the prefix: some word beginning with it), as their
   * slots in ascending order. Valid until the index next changes: read what they name before awaiting anything.
   */
  search(query: QueryWords): number[] {
    if (this.retiredPostings > Math.max(this.livePostings, this.compactFrom)) this.compact();
    const lists: Postings[] = [];
    for (const word of query.whole) {
      const postings = this.words.get(word);
      if (postings === undefined) return [];
      lists.push(postings);
    }
    if (query.prefix !== null) {
      const postings = this.beginningWith(query.prefix);
      if (postings === null) return [];
      lists.push(postings);
    }
    lists.sort((a, b) => sizeOf(a) - sizeOf(b));
    const [first, ...others] = lists;
    const found: number[] = [];
    forEachSlot(first!, (slot) => {
      if (this.keys[slot] === undefined) return;
      for (const other of others) if (!holds(other, slot)) return;
      found.push(slot);
    });
    return found;
  }

  ownerOf(slot: number): number {
    return this.owners[slot]!;
  }

  keyOf(slot: number): string | undefined {
    return this.keys[slot];
  }

  /** The owner's documents, oldest first. */
  slotsOf(owner: number): readonly number[] {
    return this.slotsOfOwner.get(owner) ?? [];
  }

  /** After a bulk load: sorts the new words, and gives each word's postings their smallest form, trimmed. */
  settle(): void {
    this.sortWords();
    for (const [word, postings] of this.words) this.words.set(word, fitted(postings, this.keys.length));
  }

  /** Adds `slot` to the word's postings; false when it is there already (the word seen twice in one text). */
  private post(word: string, slot: number): boolean {
    const postings = this.words.get(word);
    if (postings === undefined) {
      // A copy: the word as matched may be a slice that keeps the whole text it came from alive.
      const own = copyOf(word);
      this.words.set(own, slot);
      this.newWords.push(own);
      return true;
    }
    if (typeof postings === 'number') {
      if (postings === slot) return false;
      this.words.set(word, [postings, slot]);
      return true;
    }
    const slots = this.keys.length;
    if (!Array.isArray(postings)) {
      if (postings.fits(slot)) return postings.add(slot, slots);
      // A bitmap about to grow becomes a list again if a list is smaller by now.
      const refitted = fitted(postings, slots);
      if (refitted === postings) return postings.add(slot, slots);
      this.words.set(word, refitted);
      return this.post(word, slot);
    }
    if (postings.at(-1) === slot) return false;
    postings.push(slot);
    if (postings.length >= DENSE_FROM && postings.length * 32 >= slots) this.words.set(word, Bitmap.of(postings, slots));
    return true;
  }

  /** The postings of the words beginning with `prefix`: one word's own, several words' merged into a bitmap. */
  private beginningWith(prefix: string): Postings | null {
    if (this.newWords.length > 1_000) this.sortWords();
    const matching = this.newWords.filter((word) => word.startsWith(prefix));
    let low = 0;
    let high = this.sortedWords.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sortedWords[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < this.sortedWords.length && this.sortedWords[at]!.startsWith(prefix); at++) matching.push(this.sortedWords[at]!);
    if (matching.length <= 1) return matching.length === 0 ? null : this.words.get(matching[0]!)!;
    const union = new Bitmap(this.keys.length);
    for (const word of matching) forEachSlot(this.words.get(word)!, (slot) => union.add(slot, this.keys.length));
    return union;
  }

  /** Merges the new words, sorted, into the sorted ones (one pass, where sorting them all again would take far longer). */
  private sortWords(): void {
    if (this.newWords.length === 0) return;
    const added = this.newWords.sort();
    const old = this.sortedWords;
    const merged: string[] = new Array(old.length + added.length);
    let a = 0;
    let b = 0;
    for (let at = 0; at < merged.length; at++) merged[at] = b === added.length || (a < old.length && old[a]! < added[b]!) ? old[a++]! : added[b++]!;
    this.sortedWords = merged;
    this.newWords = [];
  }

  /** Renumbers the live slots from 0, in the same order, and rebuilds every word's postings without the retired ones. */
  private compact(): void {
    const renumbered = new Int32Array(this.keys.length).fill(-1);
    const keys: string[] = [];
    const owners: number[] = [];
    const wordCounts: number[] = [];
    this.keys.forEach((key, slot) => {
      if (key === undefined) return;
      renumbered[slot] = keys.length;
      keys.push(key);
      owners.push(this.owners[slot]!);
      wordCounts.push(this.wordCounts[slot]!);
    });
    for (const [word, postings] of this.words) {
      const kept: number[] = [];
      forEachSlot(postings, (slot) => {
        if (renumbered[slot]! >= 0) kept.push(renumbered[slot]!);
      });
      if (kept.length === 0) this.words.delete(word);
      else this.words.set(word, fitted(kept, keys.length));
    }
    this.keys = keys;
    this.owners = owners;
    this.wordCounts = wordCounts;
    this.slotOfKey = new Map(keys.map((key, slot) => [key, slot]));
    this.slotsOfOwner = new Map();
    owners.forEach((owner, slot) => {
      const owned = this.slotsOfOwner.get(owner);
      if (owned) owned.push(slot);
      else this.slotsOfOwner.set(owner, [slot]);
    });
    this.retiredPostings = 0;
    this.sortedWords = [...this.words.keys()].sort();
    this.newWords = [];
  }
}

/** Below this many documents a word keeps a list, however few documents there are. */
const DENSE_FROM = 64;

/** A set of slots as one bit each, for the words in many documents. */
class Bitmap {
  private bits: Uint32Array;
  count = 0;

  constructor(slots: number) {
    this.bits = new Uint32Array(Math.ceil(slots / 32));
  }

  static of(list: readonly number[], slots: number): Bitmap {
    const bitmap = new Bitmap(slots);
    for (const slot of list) bitmap.add(slot, slots);
    return bitmap;
  }

  /** Sets the slot's bit, growing by half again when `slots` has outgrown it; false when it was set. */
  add(slot: number, slots: number): boolean {
    const word = slot >>> 5;
    if (word >= this.bits.length) {
      const grown = new Uint32Array(Math.max(Math.ceil(slots / 32), Math.ceil(this.bits.length * 1.5)));
      grown.set(this.bits);
      this.bits = grown;
    }
    const bit = 1 << (slot & 31);
    if (this.bits[word]! & bit) return false;
    this.bits[word]! |= bit;
    this.count++;
    return true;
  }

  fits(slot: number): boolean {
    return slot >>> 5 < this.bits.length;
  }

  has(slot: number): boolean {
    return ((this.bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
  }

  forEach(use: (slot: number) => void): void {
    for (let word = 0; word < this.bits.length; word++) {
      let bits = this.bits[word]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        use((word << 5) | (31 - Math.clz32(lowest)));
        bits ^= lowest;
      }
    }
  }

  /** A bitmap of exactly `slots` bits (no room left for growth). */
  trimmed(slots: number): Bitmap {
    const words = Math.ceil(slots / 32);
    if (this.bits.length !== words) this.bits = this.bits.slice(0, words);
    return this;
  }
}

/**
 * A word's documents: the slot itself for a word in one document only (most words of a large index: names,
 * e-mail addresses, code names), a sorted list for a few, a bitmap for many.
 */
type Postings = number | number[] | Bitmap;

const sizeOf = (postings: Postings) => (typeof postings === 'number' ? 1 : Array.isArray(postings) ? postings.length : postings.count);

function forEachSlot(postings: Postings, use: (slot: number) => void): void {
  if (typeof postings === 'number') use(postings);
  else if (Array.isArray(postings)) for (const slot of postings) use(slot);
  else postings.forEach(use);
}

function holds(postings: Postings, slot: number): boolean {
  if (typeof postings === 'number') return postings === slot;
  return Array.isArray(postings) ? includesSorted(postings, slot) : postings.has(slot);
}

/** Binary search in an ascending list. */
export function includesSorted(sorted: readonly number[], value: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return sorted[low] === value;
}

/** The postings in their smallest form for `slots` slots (a list exactly as long, a bitmap of exactly that many bits). */
function fitted(postings: Postings, slots: number): Postings {
  if (typeof postings === 'number') return postings;
  const size = sizeOf(postings);
  if (size >= DENSE_FROM && size * 32 >= slots) return Array.isArray(postings) ? Bitmap.of(postings, slots) : postings.trimmed(slots);
  const list: number[] = [];
  forEachSlot(postings, (slot) => list.push(slot));
  return list.length === 1 ? list[0]! : list;
}

/** A string of its own, sharing no memory with the text it was cut from. */
const copyOf = (text: string): string => JSON.parse(JSON.stringify(text)) as string;
