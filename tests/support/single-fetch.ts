import { UNSAFE_SingleFetchRedirectSymbol, UNSAFE_decodeViaTurboStream } from "react-router";

/** A single-fetch redirect as React Router's browser code reads it. */
export interface SingleFetchRedirect {
  redirect: string;
  status: number;
  revalidate: boolean;
  reload: boolean;
  replace: boolean;
}

/** A data request's answer decoded as the browser decodes it: route id → its data, or the redirect. */
export async function decodeSingleFetch(
  response: Response,
): Promise<{ routes: Record<string, { data?: unknown; error?: unknown }>; redirect?: SingleFetchRedirect }> {
  if (!response.body) throw new Error(`A data answer without a body (status ${response.status})`);
  const decoded = await UNSAFE_decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  const value = decoded.value as Record<string | symbol, unknown>;
  const redirect = value[UNSAFE_SingleFetchRedirectSymbol] as SingleFetchRedirect | undefined;
  return { routes: value as Record<string, { data?: unknown }>, redirect };
}
