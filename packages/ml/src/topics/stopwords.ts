/**
 * Small built-in stopword lists for topic discovery. They hold function words only: negations and words such as
 * "yok" or "late" carry complaint meaning ("cevap yok") and stay. Callers with fuller lists pass them as the
 * `stopwords` option, which is added to these. Both lists apply to every document; the English one also holds
 * "rt", the retweet marker that Turkish tweets carry too.
 */

export const TURKISH_STOPWORDS: readonly string[] = `
acaba ama ancak artık aslında az bana bazen bazı belki ben beni benim bi bile bir biraz birçok biri birkaç birşey
biz bize bizi bizim bu buna bunda bundan bunlar bunu bunun burada böyle çok çünkü da daha de defa diye dolayı en
falan filan gibi hala halen hem hemen hep hepsi her herhalde hiç için ile ise işte kadar ki kim kimse mi mı mu mü
nasıl ne neden nerede neredeyse nereye niye o olan olarak oldu olduğu oldum olmak olmuş olsa olur ona ondan
onlar onu onun öyle sadece sanki sen seni senin siz size sizi sizin şey şeyi şimdi şu şuan şunu tabi tabii tam tüm
ve veya ya yani yine zaten zira artik cok icin sey simdi
`
  .split(/\s+/u)
  .filter((w) => w.length > 0);

export const ENGLISH_STOPWORDS: readonly string[] = `
a about above after again against all also am an and any are aren't as at be because been before being below
between both but by can can't cannot could couldn't did didn't do does doesn't doing don't done down during each
even ever few for from further get gets getting got had hadn't has hasn't have haven't having he her here hers
herself him himself his how i i'd i'll i'm i've if in into is isn't it it's its itself just let's me more most
much my myself no nor not now of off on once only or other our ours ourselves out over own really same she should
shouldn't so some still such than that that's the their theirs them themselves then there there's these they
they're this those through to too u under until up us very via was wasn't we we're were weren't what what's when
where which while who whom why will with won't would wouldn't you you're your yours yourself yourselves im dont
cant didnt doesnt isnt wont ive youre thats amp rt
`
  .split(/\s+/u)
  .filter((w) => w.length > 0);
