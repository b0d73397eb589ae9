import { useEffect } from 'react';
import { jobPageMeta, type JobPageMeta, type JobRole } from '@agency/contracts';

/** The site's own title and description, for when the page was not loaded with the shell's (standalone). */
const FALLBACK_TITLE = 'TalentBridge — Recruitment Agency';

function metaElement(attribute: 'name' | 'property', key: string): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
}

/**
 * The document title and the job's meta tags while its page is shown (spec: job detail), the same ones
 * the gateway renders for crawlers (libs/contracts job-page-meta). On leaving, the title and the meta
 * description go back to the site's own (kept by the gateway in `data-default` when it rendered this job
 * into the page), and every job tag, its canonical link and its JSON-LD are removed.
 */
export function useJobMeta(role: JobRole | undefined) {
  const url = role && `${window.location.origin}/jobs/${encodeURIComponent(role.slug)}`;
  usePageMeta(role && url ? jobPageMeta(role, url) : undefined, url);
}

/**
 * A page's title, meta description, tags and canonical link while it is shown, put back as described above
 * when it goes: the job page's, and the jobs board's (no tags; decision 0117). Set again when any of them changes.
 */
export function usePageMeta(meta: JobPageMeta | undefined, url: string | undefined) {
  const key = meta && url ? JSON.stringify([meta, url]) : undefined;
  useEffect(() => {
    if (!key) return;
    const [meta, url] = JSON.parse(key) as [JobPageMeta, string];
    const titleElement = document.head.querySelector('title');
    const previousTitle = titleElement?.dataset.default ?? (document.title || FALLBACK_TITLE);
    document.title = meta.title;

    let description = metaElement('name', 'description');
    const descriptionExisted = description !== null;
    const previousDescription = description?.dataset.default ?? description?.content ?? '';
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    description.content = meta.description;

    const added: Element[] = [];
    for (const tag of meta.tags) {
      const element = metaElement(tag.attribute, tag.key) ?? document.createElement('meta');
      element.setAttribute(tag.attribute, tag.key);
      element.content = tag.content;
      element.setAttribute('data-job-meta', '');
      if (!element.isConnected) document.head.append(element);
      added.push(element);
    }
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]') ?? document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = url;
    canonical.setAttribute('data-job-meta', '');
    if (!canonical.isConnected) document.head.append(canonical);

    return () => {
      document.title = previousTitle;
      if (descriptionExisted && previousDescription) description.content = previousDescription;
      else description.remove();
      for (const element of [...added, canonical]) element.remove();
      // The server-rendered tags of this job (its JSON-LD among them) leave with it.
      document.head.querySelectorAll('[data-job-meta]').forEach((element) => element.remove());
    };
  }, [key]);
}
