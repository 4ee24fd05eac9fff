/**
 * The rule sets the service plays (its options, issue 29): the title a table shows for its game's rule set, and the
 * cards (edition) the page reads for it. Fetched once per page, shared by the lobby and the table.
 */
import { GameService, type ServiceOptions } from '@xwing/client';
import { useEffect, useState } from 'react';
import type { CardEdition } from './card-data.js';

let options: Promise<ServiceOptions> | undefined;

/** The service's options, fetched once (a failed fetch is tried again on the next call). */
export function serviceOptions(): Promise<ServiceOptions> {
  options ??= new GameService().options().catch((e: unknown) => {
    options = undefined;
    throw e;
  });
  return options;
}

export interface RuleSetInfo {
  id: string;
  title: string;
  edition: CardEdition;
}

/** A game's rule set as the page shows it: its title and cards (the id alone, and the 2.5 cards, until known). */
export function useRuleSetInfo(id: string | undefined): RuleSetInfo | null {
  const [known, setKnown] = useState<ServiceOptions['ruleSets'] | null>(null);
  useEffect(() => {
    let live = true;
    serviceOptions().then(
      (o) => live && setKnown(o.ruleSets),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (id === undefined) return null;
  const rs = known?.find((r) => r.id === id);
  return { id, title: rs?.title ?? id, edition: rs?.edition ?? 'v2' };
}
