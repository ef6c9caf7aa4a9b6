/**
 * The page's FormData and Blobs meet Node's Request and Response, for msw. Imported by ./server before
 * msw, whose request class extends the global Request when it is loaded.
 *
 * In jsdom the page's FormData, Blob and File are jsdom's, while Request and Response (the form msw gives
 * every XMLHttpRequest and fetch it intercepts, and their answers) are Node's:
 * - Node's Request cannot read a jsdom FormData. Vitest's jsdom environment converts such a body, but
 *   sends each file as a nameless blob (it arrives named "blob") and, with jsdom 29, without its bytes.
 *   This Request writes it as a browser sends it: multipart/form-data, each file with its name, type
 *   and bytes.
 * - Node reads a Blob through `Blob.prototype.stream()`, which jsdom lacks; msw needs it to turn an
 *   XMLHttpRequest's `responseType: 'blob'` answer into a Response. It is added here, as the File API
 *   defines it.
 */

const CRLF = '\r\n';

/** Names in a Content-Disposition header, escaped as browsers do (HTML, "multipart/form-data encoding algorithm"). */
const escapeName = (name: string) => name.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');

/** Line breaks of a text field as browsers send them: CRLF. */
const normaliseLineBreaks = (value: string) => value.replace(/\r\n|\r|\n/g, CRLF);

function multipartOf(form: FormData): { body: ReadableStream<Uint8Array>; type: string } {
  const boundary = `----PayeeTestBoundary${crypto.randomUUID().replace(/-/g, '')}`;
  const entries = [...form.entries()];
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [name, value] of entries) {
        const disposition = `--${boundary}${CRLF}Content-Disposition: form-data; name="${escapeName(normaliseLineBreaks(name))}"`;
        if (typeof value === 'string') {
          controller.enqueue(encoder.encode(`${disposition}${CRLF}${CRLF}${normaliseLineBreaks(value)}${CRLF}`));
          continue;
        }
        const type = value.type || 'application/octet-stream';
        controller.enqueue(
          encoder.encode(`${disposition}; filename="${escapeName(value.name)}"${CRLF}Content-Type: ${type}${CRLF}${CRLF}`),
        );
        controller.enqueue(new Uint8Array(await value.arrayBuffer()));
        controller.enqueue(encoder.encode(CRLF));
      }
      controller.enqueue(encoder.encode(`--${boundary}--${CRLF}`));
      controller.close();
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** A Blob's bytes as a stream (File API, `Blob.prototype.stream()`). */
function streamOf(blob: Blob): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(await blob.arrayBuffer()));
      controller.close();
    },
  });
}

/** Node's own Request, under the subclass Vitest's jsdom environment puts on the global object. */
function nodeRequestClass(): typeof Request {
  let found = globalThis.Request;
  while (Object.getPrototypeOf(found) !== Function.prototype) found = Object.getPrototypeOf(found) as typeof Request;
  return found;
}

/** A jsdom FormData body as a multipart stream; other bodies (Node's own FormData among them) as they are. */
function nodeInit(init: RequestInit): RequestInit {
  // The global is read at each call: the environment (and its jsdom classes) is new for each test file.
  if (!(init.body instanceof globalThis.FormData)) return init;
  const { body, type } = multipartOf(init.body);
  const headers = new Headers(init.headers);
  // As a browser does, a content type the page set stays (XMLHttpRequest.send, fetch's "extract a body").
  if (!headers.has('Content-Type')) headers.set('Content-Type', type);
  return { ...init, body, headers, duplex: 'half' } as RequestInit;
}

if (typeof document !== 'undefined') {
  if (typeof Blob.prototype.stream !== 'function') {
    Object.defineProperty(Blob.prototype, 'stream', {
      configurable: true,
      writable: true,
      value: function stream(this: Blob) {
        return streamOf(this);
      },
    });
  }

  const NodeRequest = nodeRequestClass();
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init?.body == null ? init : nodeInit(init));
    }

    static override [Symbol.hasInstance](instance: unknown): boolean {
      return instance instanceof NodeRequest;
    }
  }
  globalThis.Request = PageRequest;
}
