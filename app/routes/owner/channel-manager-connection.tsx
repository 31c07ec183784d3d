import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/channel-manager-connection";
import {
  connectChannelManager,
  disconnectChannelManager,
  getChannelConnection,
  listChannelManagers,
  testChannelConnection,
} from "~/api/owner.server";
import { FormField, fieldAria } from "~/components/form-field";
import { OwnerNav } from "~/components/owner/owner-nav";
import { VendorGate } from "~/components/owner/vendor-gate";
import { PageHeader } from "~/components/page-header";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { fieldErrorsOf } from "~/lib/auth-forms";
import { actionFailureStatus, isClientError } from "~/lib/http-errors";
import { visitorMessageOf } from "~/lib/error-message";
import { pageMeta } from "~/lib/meta";
import { CHANNEL_INTENTS, type ChannelIntent, channelFormSchema } from "~/lib/owner/channel-form";
import { type ChannelOutcome, channelStatus } from "~/lib/owner/channel-status";
import { apiContext } from "~/request-context";
import { gateOrThrow, hasSession, refusedAction, requireVendorSession } from "~/session/vendor-access.server";
import { formText } from "~/lib/form-fields";
import { CHANNEL_DRAFT } from "~/lib/resumable-forms";
import { resumeDraft, sessionEndedSinceRender, signInToResume } from "~/session/form-resume.server";
import { ResumedDraftNotice, SignedInMark } from "~/components/resumed-draft-notice";
import { routeHeaders } from "~/lib/cache-policy";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (!hasSession(context)) return data({ gate: "visitor" as const });
  const api = context.get(apiContext);
  const [managers, connection, draft] = await Promise.all([
    listChannelManagers(api),
    getChannelConnection(api),
    resumeDraft({ request, url, context }, CHANNEL_DRAFT),
  ]);
  if (!connection.success) return data({ gate: gateOrThrow(context, connection, "Your channel connection") });
  if (!managers.success) return data({ gate: gateOrThrow(context, managers, "The channel managers") });
  return data({ gate: null, managers: managers.data.entities, connection: connection.data, draft });
}

interface ChannelActionData {
  intent: ChannelIntent | null;
  /** What was typed, the API key excepted: a secret is never sent back in the page. */
  values: { provider: string; account_id: string };
  fieldErrors: Record<string, string | undefined>;
  formError: string | null;
  /** Shown inside the status box, beside the connection the loader read again after this action. */
  outcome: ChannelOutcome | null;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The session ended while the owner typed: sign in and come back to the provider and account id.
  if (sessionEndedSinceRender(context, form))
    throw await signInToResume({ request, url, context }, CHANNEL_DRAFT, form);
  requireVendorSession(context, url);
  const raw = formText(form, "intent");
  const intent = (CHANNEL_INTENTS as readonly string[]).includes(raw) ? (raw as ChannelIntent) : null;
  const values = { provider: formText(form, "provider"), account_id: formText(form, "account_id") };
  const reply = (init: Partial<ChannelActionData>, status = 200) =>
    data<ChannelActionData>({ intent, values, fieldErrors: {}, formError: null, outcome: null, ...init }, { status });
  const api = context.get(apiContext);
  if (!intent) return reply({ formError: "Choose test, connect or disconnect." }, 400);

  if (intent === "disconnect") {
    const result = await disconnectChannelManager(api);
    if (!result.success)
      return result.status === 401 || result.status === 403
        ? refusedAction(context, result)
        : reply(
            { formError: "The channel manager could not be disconnected right now. Please try again." },
            actionFailureStatus(result.status),
          );
    return reply({ outcome: { kind: "disconnected" } });
  }

  const parsed = channelFormSchema.safeParse({ ...values, api_key: formText(form, "api_key") });
  if (!parsed.success) return reply({ fieldErrors: fieldErrorsOf(parsed.error) }, 400);
  const result =
    intent === "test" ? await testChannelConnection(api, parsed.data) : await connectChannelManager(api, parsed.data);
  if (!result.success) {
    if (result.status === 401) throw await signInToResume({ request, url, context }, CHANNEL_DRAFT, form);
    if (result.status === 403) return refusedAction(context, result);
    // Our words (the API's are only logged, SPEC 8): a refused key is the channel manager saying no.
    if (result.fields?.includes("api_key"))
      return reply({ outcome: { kind: "refused", intent } }, actionFailureStatus(result.status));
    return reply(
      {
        formError: isClientError(result.status)
          ? visitorMessageOf(result)
          : "The channel manager could not be reached right now. Please try again in a minute.",
      },
      actionFailureStatus(result.status),
    );
  }
  if (intent === "test")
    return reply({
      outcome: { kind: "test-passed", provider: parsed.data.provider, accountId: parsed.data.account_id },
    });
  return reply({ outcome: { kind: "connected" } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Channel manager connection",
    description: "Connect your channel manager to keep calendars and prices in sync.",
    noindex: true,
  });

const GATE_FEATURES = [
  "Connect Rentals United, Guesty, Hostaway, Lodgify, Smoobu or Beds24.",
  "Test your credentials before you connect: nothing changes until the test passes.",
  "Calendars and prices stay in sync, so a night booked elsewhere is never booked twice.",
];

function formatDate(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

export default function ChannelManagerConnectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.gate) {
    return (
      <>
        <PageHeader eyebrow="For owners" title="Channel manager connection" intro="One calendar, every channel." />
        <VendorGate reason={loaderData.gate} purpose="Keep every calendar in sync" features={GATE_FEATURES} />
      </>
    );
  }
  const { connection, managers } = loaderData;
  const result = actionData && "intent" in actionData ? actionData : undefined;
  const draft = actionData ? null : loaderData.draft;
  const errors = result?.fieldErrors ?? {};
  const busy = navigation.state === "submitting";
  const pending = busy ? navigation.formData?.get("intent") : null;
  const status = channelStatus(connection, result?.outcome ?? null, managers);
  const input = (field: string) => ({
    id: `channel-${field}`,
    name: field,
    className: "field-input",
    ...fieldAria(`channel-${field}`, errors[field]),
  });
  return (
    <>
      <OwnerNav current="/channel-manager-connection" />
      <PageHeader
        eyebrow="For owners"
        title="Channel manager connection"
        intro="Keep calendars and prices in sync with the channel manager you already use."
      />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <section
          aria-labelledby="status-title"
          className={`rounded-3xl p-5 sm:p-6 ${status.connected ? "bg-brand-50" : "bg-surface"}`}
        >
          <h2 id="status-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
            Status
          </h2>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
            <div className="min-w-0">
              <p className={`font-semibold ${status.connected ? "text-brand-800" : ""}`}>{status.title}</p>
              {status.connected ? (
                <p className="text-sm text-muted">
                  Account {connection.account_id} · since {formatDate(connection.connected_at)}
                </p>
              ) : null}
            </div>
            {status.connected ? (
              <Form method="post">
                <input type="hidden" name="intent" value="disconnect" />
                <button type="submit" className="btn-secondary" disabled={busy}>
                  {pending === "disconnect" ? "Disconnecting…" : "Disconnect"}
                </button>
              </Form>
            ) : null}
          </div>
          {/* A live region present from the start, so a result that appears in it is read out. */}
          <div role="status" className="empty:hidden">
            {status.result ? (
              <p
                className={`mt-3 rounded-2xl px-4 py-3 text-sm font-medium ${status.result.tone === "good" ? "bg-white text-brand-800" : "bg-red-50 text-danger"}`}
              >
                {status.result.text}
              </p>
            ) : null}
          </div>
        </section>

        {draft ? <ResumedDraftNotice form={CHANNEL_DRAFT} className="mt-6" /> : null}
        {actionData?.formError ? (
          <p role="alert" className="mt-6 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {actionData.formError}
          </p>
        ) : null}

        <Form method="post" className="mt-6 grid gap-5 rounded-3xl border border-line p-5 sm:p-8" noValidate>
          <h2 className="text-xl font-semibold">
            {status.connected ? "Switch or update the connection" : "Connect a channel manager"}
          </h2>
          <SignedInMark />
          <FormField id="channel-provider" label="Channel manager" error={errors.provider}>
            <select
              {...input("provider")}
              defaultValue={result?.values.provider ?? draft?.provider ?? connection.provider ?? ""}
            >
              <option value="">Choose…</option>
              {managers.map((manager) => (
                <option key={manager.slug} value={manager.slug}>
                  {manager.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="channel-account_id" label="Account id" error={errors.account_id}>
            <input
              type="text"
              {...input("account_id")}
              autoComplete="off"
              defaultValue={result?.values.account_id ?? draft?.account_id ?? connection.account_id ?? ""}
            />
          </FormField>
          <FormField
            id="channel-api_key"
            label="API key"
            error={errors.api_key}
            hint="Find it in your channel manager's settings. We never show it again."
          >
            <input
              {...input("api_key")}
              {...fieldAria("channel-api_key", errors.api_key, "hint")}
              type="password"
              // Never the owner's own password filled in here: a key of another site's.
              autoComplete="new-password"
            />
          </FormField>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="test" className="btn-secondary" disabled={busy}>
              {pending === "test" ? "Testing…" : "Test connection"}
            </button>
            <button type="submit" name="intent" value="connect" className="btn-primary" disabled={busy}>
              {pending === "connect" ? "Connecting…" : "Connect"}
            </button>
          </div>
        </Form>
      </div>
    </>
  );
}
