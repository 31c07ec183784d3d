/**
 * The only hosts whose iframes a post may embed (video players): the sanitizer keeps these
 * iframes and the CSP's frame-src allows them. Everything else in an iframe is dropped.
 */
export const ALLOWED_IFRAME_HOSTS = ["www.youtube-nocookie.com", "player.vimeo.com"] as const;
