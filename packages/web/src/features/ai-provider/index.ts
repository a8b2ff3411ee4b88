/** The AI provider (docs/ai-provider.md): the operator's settings and every user's view of its availability. */
export { useAiStatus, aiProviderKeys } from './api/aiProvider';
export { AiProviderAccountCard } from './components/AiProviderAccountCard';
