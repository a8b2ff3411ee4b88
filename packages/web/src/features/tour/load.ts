import type { Language } from '@sentio/domain';
import { useAppStore } from '../../app/store/appStore';
import { tourContentSchema, type TourContent } from './model';

/** One data file per language; each is its own chunk, fetched the first time that language's tour is needed. */
const files = import.meta.glob<unknown>('./content/*.json', { import: 'default' });

function loadFile(language: Language): Promise<unknown> {
  const file = files[`./content/${language}.json`];
  return file ? file() : Promise.reject(new Error(`no tour content for ${language}`));
}

const pending = new Map<Language, Promise<TourContent | null>>();

/**
 * Loads the tour content of a language into the store unless it is already there (docs/tour-and-help.md). A failed
 * load (network, malformed file) stores its message and resolves null; the shell goes on without a tour.
 */
export function loadTourContent(language: Language, load: (l: Language) => Promise<unknown> = loadFile): Promise<TourContent | null> {
  const present = useAppStore.getState().tourContent;
  if (present?.language === language) return Promise.resolve(present);
  const running = pending.get(language);
  if (running) return running;
  const promise = load(language)
    .then((raw) => {
      const content = tourContentSchema.parse(raw);
      if (content.language !== language) throw new Error(`tour content of ${content.language} given for ${language}`);
      useAppStore.getState().setTourContent(content);
      return content;
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.warn('[tour] content could not be loaded', error);
      useAppStore.getState().setTourError(message);
      return null;
    })
    .finally(() => pending.delete(language));
  pending.set(language, promise);
  return promise;
}
