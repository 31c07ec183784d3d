/**
 * Fills the `${NAME}` placeholders of deploy/nginx.conf and deploy/varnish.vcl, as `envsubst`
 * naming the variables does (docs/deploy.md), but strictly: every placeholder needs a value and
 * every value a placeholder. The production-stack tests render them with it.
 */
export function renderTemplate(template: string, values: Record<string, string>): string {
  const used = new Set<string>();
  const rendered = template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for \${${name}} in the template`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`The template has no placeholder for ${unused.join(", ")}`);
  return rendered;
}
