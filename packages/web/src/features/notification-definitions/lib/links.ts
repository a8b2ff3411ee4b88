/** A run's link as a path of this app (the server may give it with the public address in front, as in the mail). */
export function appPath(link: string): string {
  if (!/^https?:\/\//i.test(link)) return link;
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}
