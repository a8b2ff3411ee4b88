/**
 * Words that stopwords-iso lists but that carry meaning in customer feedback, so {@link stopwordsFor} keeps them.
 *
 * stopwords-iso is a union of many lists made for search engines, where "not", "good" or "problem" are noise.
 * In feedback they are the signal: "not good", "hiç memnun değilim", "still no refund", "kargo yok". Dropping
 * them turns a complaint into praise or a question into nothing.
 */

const words = (s: string): readonly string[] => s.split(/\s+/u).filter((w) => w !== '');

/**
 * Negations and negative polarity words: they flip or cancel what follows or precedes them. Forms typed without
 * Turkish letters ("degil", "hic") are included, as customers often type that way.
 */
export const NEGATION_WORDS: Readonly<Record<'tr' | 'en', readonly string[]>> = {
  tr: words(`
    değil degil yok hiç hic hiçbir hicbir hiçbiri hicbiri asla hayır hayir kimse olmaz olmadı olmadi olmayan
    olmadığı olmadigi
  `),
  en: [
    ...words('no not never nor none nothing nobody noone no-one neither nowhere without cannot nay non'),
    // Every spelling of the negative auxiliaries ("don't", "don’t", "dont") and the stubs a tokenizer that splits
    // off "'t" leaves behind ("don", "isn").
    ...['ai', 'are', 'ca', 'could', 'dare', 'did', 'does', 'do', 'had', 'has', 'have', 'is', 'may', 'might', 'must']
      .concat(['need', 'ought', 'sha', 'should', 'was', 'were', 'wo', 'would'])
      .flatMap((aux) => [`${aux}n't`, `${aux}n’t`, `${aux}nt`]),
    ...words('aren couldn didn doesn don hadn hasn haven isn mightn mustn needn shouldn wasn weren won wouldn'),
  ],
};

/**
 * Other listed words kept for their meaning: polarity ("good", "iyi", "sorry"), degree ("very", "çok", "az"),
 * contrast ("but", "ama", "fakat" — what follows usually decides the sentiment), persistence ("still", "again",
 * "henüz", "hâlâ"), existence ("var" is the opposite of "yok") and the customer-service words a union list
 * happens to contain ("order", "help", "problem", "work", "refund"-like verbs).
 */
export const MEANINGFUL_WORDS: Readonly<Record<'tr' | 'en', readonly string[]>> = {
  tr: words(`
    var vardı
    iyi iyice iyicene keşke boşuna tamam lütfen aynen sahi sahiden doğru
    çok çokça az biraz pek gayet gayetle oldukça en daha tam tamamen tamamıyla büsbütün külliyen epey epeyce
    epeyi adamakıllı bile sadece yalnız yalnızca hele çabuk çabukça
    ama amma fakat ancak lakin oysa oysaki halbuki rağmen gerçi
    yine yeniden halen henüz
  `),
  en: words(`
    good goods great greater greatest best better well like liked welcome thank thanks thanx sorry unfortunately
    poorly appreciate hopefully proud sincere useful usefully usefulness ok okay yes right sure free interesting
    interested interest interests important importance serious seriously strongly successfully sensible doubtful
    ignored cry miss wish willing kind awfully clear clearly
    very really too quite rather fairly hardly slightly much more most less least few fewer little enough even only
    entirely fully truly certainly definitely especially particularly significantly substantially sufficiently
    but however although though yet despite nevertheless nonetheless notwithstanding unless except instead
    otherwise whereas unlike regardless
    still again already soon early late later lately long longer longest immediately immediate promptly quickly
    readily thorough thoroughly
    want wanted wanting wants need needed needing needs please help problem problems fix order ordered ordering
    orders buy work worked working works stop open opened opening opens try tried tries trying test call ask
    asked asking asks tell sent changes value keep kept move run turn turned turning join fill find found
    old older oldest new newer newest small smaller smallest large big high higher highest low lower thick thin
    half full empty
    home room rooms website web webpage page pages site system number numbers name line keys date bill copy
    member members information computer ring
  `),
};
