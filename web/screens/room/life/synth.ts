import type { Cue } from './cues';

/**
 * The sounds themselves: short tones made with the Web Audio API (no files to fetch). Browsers
 * let a page make sound only once its visitor has interacted with it, so the audio context is made
 * at the first press or key after this module loads, or at once if the page had one already.
 */

/** One note: frequency (Hz), start after the cue's start (s), length (s), wave, peak gain (0–1). */
type Note = [hz: number, at: number, length: number, wave: OscillatorType, peak: number];

// Soft, short and in tune with each other (C major around C5–C6): pleasant when they repeat.
const NOTES: Record<Cue, Note[]> = {
  reveal: [[784, 0, 0.07, 'sine', 0.12]],
  match: [
    [784, 0, 0.08, 'sine', 0.14],
    [1047, 0.08, 0.12, 'sine', 0.14],
  ],
  mismatch: [
    [392, 0, 0.14, 'triangle', 0.16],
    [330, 0.12, 0.22, 'triangle', 0.16],
  ],
  trio: [
    [523, 0, 0.12, 'triangle', 0.16],
    [659, 0.1, 0.12, 'triangle', 0.16],
    [784, 0.2, 0.28, 'triangle', 0.18],
  ],
  your_turn: [
    [880, 0, 0.16, 'sine', 0.16],
    [1319, 0.14, 0.3, 'sine', 0.14],
  ],
  game_over: [
    [523, 0, 0.14, 'triangle', 0.16],
    [659, 0.13, 0.14, 'triangle', 0.16],
    [784, 0.26, 0.14, 'triangle', 0.16],
    [1047, 0.39, 0.5, 'triangle', 0.18],
  ],
};

let context: AudioContext | null = null;

function makeContext(): void {
  if (context || typeof AudioContext !== 'function') return;
  try {
    context = new AudioContext();
  } catch (err) {
    // No audio output (a server, a locked-down browser): the game goes on in silence.
    console.warn('no sound:', err);
  }
}

/** Waits for the visitor's first press or key (or uses one already made) before any sound. */
export function unlockAudio(): void {
  const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (activation?.hasBeenActive) makeContext();
  for (const type of ['pointerdown', 'keydown'] as const)
    addEventListener(type, () => makeContext(), { once: true, capture: true, passive: true });
}

/** Whether a sound can play now (the visitor has interacted and the browser gave us audio). */
export const audioReady = (): boolean => context !== null;

/** Plays `cue` now, or after `delay` seconds (nothing before the first interaction). */
export function play(cue: Cue, delay = 0): void {
  const audio = context;
  if (!audio) return;
  // A background tab may have suspended it; resuming needs no new interaction once allowed.
  if (audio.state === 'suspended') void audio.resume();
  const start = audio.currentTime + delay + 0.01;
  for (const [hz, at, length, wave, peak] of NOTES[cue]) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = wave;
    osc.frequency.value = hz;
    // A quick rise and an exponential fall: a soft mallet, no click.
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(peak, start + at + 0.012);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
    osc.connect(gain).connect(audio.destination);
    osc.start(start + at);
    osc.stop(start + at + length + 0.02);
  }
}
