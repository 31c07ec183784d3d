import { describe, expect, it, vi } from "vitest";
import { formEncodingOf } from "~/lib/form-encoding";
import { allowedMethods, methodVerdict } from "~/lib/http-methods";

describe("request methods (RFC 9110)", () => {
  const takesPost = () => true;
  const takesNoPost = () => false;

  it("GET and HEAD are served everywhere, POST only where a page has a form", () => {
    for (const method of ["GET", "HEAD", "get"]) expect(methodVerdict(method, takesNoPost)).toEqual({ kind: "serve" });
    expect(methodVerdict("POST", takesPost)).toEqual({ kind: "serve" });
    expect(methodVerdict("POST", takesNoPost)).toEqual({
      kind: "refuse",
      refusal: { status: 405, message: "Method not allowed" },
    });
  });

  it("GET and HEAD never ask whether the address takes a POST (that lookup matches every route)", () => {
    const acceptsPost = vi.fn(takesPost);
    for (const method of ["GET", "HEAD", "head"]) methodVerdict(method, acceptsPost);
    expect(acceptsPost).not.toHaveBeenCalled();
  });

  it("OPTIONS is answered; the other standard methods are a 405", () => {
    expect(methodVerdict("OPTIONS", takesPost)).toEqual({ kind: "options" });
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "CONNECT"])
      expect(methodVerdict(method, takesPost), method).toEqual({
        kind: "refuse",
        refusal: { status: 405, message: "Method not allowed" },
      });
  });

  it("a method no standard defines is a 501", () => {
    for (const method of ["PROPFIND", "MKCOL", "PURGE", "SEARCH"])
      expect(methodVerdict(method, takesPost), method).toEqual({
        kind: "refuse",
        refusal: { status: 501, message: "Unknown request method" },
      });
  });

  it("Allow names POST only where a form can be sent", () => {
    expect(allowedMethods(true)).toBe("GET, HEAD, OPTIONS, POST");
    expect(allowedMethods(false)).toBe("GET, HEAD, OPTIONS");
  });
});

describe("form encodings", () => {
  const headers = (contentType: string | null, body = "a=b") =>
    new Headers({
      ...(contentType === null ? {} : { "Content-Type": contentType }),
      ...(body ? { "Content-Length": String(body.length) } : {}),
    });

  it("the two an HTML form sends are read, whatever their parameters and case", () => {
    expect(formEncodingOf(headers("application/x-www-form-urlencoded"))).toEqual({ encoding: "urlencoded" });
    expect(formEncodingOf(headers("Application/X-WWW-Form-Urlencoded; charset=UTF-8"))).toEqual({
      encoding: "urlencoded",
    });
    expect(formEncodingOf(headers("multipart/form-data; boundary=----abc"))).toEqual({ encoding: "multipart" });
    expect(formEncodingOf(headers('multipart/form-data; charset=utf-8; BOUNDARY="x y"'))).toEqual({
      encoding: "multipart",
    });
  });

  it("anything else is a 415, a body without a type too", () => {
    for (const type of [null, "", "text/plain", "application/json", "text/plain; charset=utf-8", "form-data"])
      expect(formEncodingOf(headers(type)), String(type)).toEqual({
        refusal: { status: 415, message: "Unsupported form encoding" },
      });
    expect(formEncodingOf(new Headers({ "Transfer-Encoding": "chunked" }))).toEqual({
      refusal: { status: 415, message: "Unsupported form encoding" },
    });
  });

  it("no body and no type is an empty form", () => {
    expect(formEncodingOf(headers(null, ""))).toEqual({ encoding: "empty" });
    expect(formEncodingOf(new Headers({ "Content-Length": "0" }))).toEqual({ encoding: "empty" });
  });

  it("a multipart body without its boundary cannot be read: 400", () => {
    for (const type of ["multipart/form-data", "multipart/form-data; charset=utf-8", "multipart/form-data; boundary="])
      expect(formEncodingOf(headers(type)), type).toEqual({
        refusal: { status: 400, message: "The form could not be read" },
      });
  });
});
