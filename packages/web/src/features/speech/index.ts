/** Speech settings of an analysis and the transcription of uploaded calls (docs/speech.md). */
export { SpeechCard } from './components/SpeechCard';
