/** Three short beeps through Web Audio (no sound file to load); silent where audio is not allowed. */
export function beep(): void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    for (let i = 0; i < 3; i++) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(context.destination);
      const start = context.currentTime + i * 0.4;
      oscillator.start(start);
      oscillator.stop(start + 0.25);
    }
    window.setTimeout(() => void context.close().catch(() => undefined), 2000);
  } catch {
    // Audio blocked (no user gesture yet): the visible message still says it.
  }
}
