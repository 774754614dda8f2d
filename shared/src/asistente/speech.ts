/*
 * The browser's speech services for the assistant (the shell's drawer and the handheld's dictation, browser only): recognition of Spanish speech (es-ES)
 * where the browser has it (Chrome and Edge as webkitSpeechRecognition), and reading answers
 * aloud with speechSynthesis.
 */

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

export interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, or null where there is none. */
export function speechRecognition(): RecognitionConstructor | null {
  const w = globalThis as typeof globalThis & { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Listens once in es-ES and gives the words heard (or '' when nothing was). */
export function listenOnce(Ctor: RecognitionConstructor, onHeard: (text: string) => void, onEnd: () => void): Recognition {
  const recognition = new Ctor();
  recognition.lang = 'es-ES';
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => {
    const heard = Array.from(event.results)
      .map((alternatives) => alternatives[0]?.transcript ?? '')
      .join(' ')
      .trim();
    if (heard) onHeard(heard);
  };
  recognition.onerror = () => onEnd();
  recognition.onend = onEnd;
  recognition.start();
  return recognition;
}

/** Reads `text` aloud in Spanish, when the browser can. */
export function speak(text: string): void {
  if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'es-ES';
  speechSynthesis.cancel();
  speechSynthesis.speak(utterance);
}
