import type { APIRequestContext } from "@playwright/test";
import { API_URL } from "../playwright.config";

export { API_URL };

interface Entity {
  id: number;
  slug: string;
  category?: { id: number; slug: string } | null;
}

async function firstEntity(request: APIRequestContext, path: string): Promise<Entity> {
  const response = await request.get(`${API_URL}${path}`);
  if (!response.ok()) throw new Error(`demo API ${path} answered ${response.status()}`);
  const body = (await response.json()) as { data: { entities: Entity[] } };
  const entity = body.data.entities[0];
  if (!entity) throw new Error(`demo API ${path} returned no entities`);
  return entity;
}

/** Real ids and slugs from the demo API, so the route walk uses data that exists. */
export async function demoData(request: APIRequestContext) {
  const [property, post, guide, category] = await Promise.all([
    firstEntity(request, "/properties?per_page=1"),
    firstEntity(request, "/site-posts?published=1&destination=0&per_page=1&page=1"),
    firstEntity(request, "/site-posts?published=1&destination=1&per_page=1&page=1"),
    firstEntity(request, "/categories"),
  ]);
  return { property, post, guide, category };
}

export const BOT_USER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
