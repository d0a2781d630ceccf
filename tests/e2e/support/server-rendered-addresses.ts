import { serverRenderedRoutes } from '../../../src/app/server-rendered-pages';
import { paths } from '../../../src/config/paths';

interface Listed {
  uuid: string;
  slug?: string;
  display_in_public?: boolean;
}

/** The first item of a list of the running portal's API that `wanted` accepts. */
async function firstListed(
  portalUrl: string,
  list: string,
  wanted: (item: Listed) => boolean = () => true,
): Promise<Listed> {
  const { data } = (await (await fetch(`${portalUrl}/api/v1${list}`)).json()) as { data: Listed[] };
  const item = data.find(wanted);
  if (!item) throw new Error(`no item of ${list} to visit`);
  return item;
}

/**
 * One address of every route the server renders, a detail at an item of the demo content (a survey open
 * to guests: a members-only one is drawn in the browser). A route added without an address here fails.
 */
export async function serverRenderedAddresses(portalUrl: string): Promise<string[]> {
  const details: Record<string, string> = {
    [paths.article.path]: paths.article.getHref((await firstListed(portalUrl, '/articles')).slug!),
    [paths.event.path]: paths.event.getHref((await firstListed(portalUrl, '/activities')).slug!),
    [paths.album.path]: paths.album.getHref((await firstListed(portalUrl, '/albums')).slug!),
    [paths.survey.path]: paths.survey.getHref(
      (await firstListed(portalUrl, '/surveys', (survey) => survey.display_in_public === true)).uuid,
    ),
    [paths.job.path]: paths.job.getHref((await firstListed(portalUrl, '/job-opportunities')).uuid),
  };
  return serverRenderedRoutes.map((route) => {
    if (!route.includes(':')) return route;
    const address = details[route];
    if (!address) throw new Error(`no address to visit for the server-rendered route ${route}`);
    return address;
  });
}
