/** Prose of the manual about `fds mcp` and `/v1/mcp`: the assistant tools (Model Context Protocol). */
import { MCP_PATH } from '../../src/operations/openapi-mcp';
import { para, terms, type Section } from './roff';

export const mcpSections: readonly Section[] = [
  {
    title: 'THE TOOLS',
    body: terms([
      ['which', 'One tool per public read of the /v1 API: every GET operation except the operator routes (/_local/) and the two '
        + 'that need no key (health and the OpenAPI document, which describe the server, not data). Portfolio changes and the '
        + 'other writes stay on REST and the CLI. tools/list gives each tool\'s description (the operation\'s summary and '
        + 'description, the plan it needs and its GET path) and input schema.'],
      ['names', 'The operation id with every character outside A-Z, a-z, 0-9, _ and - replaced by _: prices.list is prices_list, '
        + 'filings.search is filings_search, technicals.bollinger-bands is technicals_bollinger-bands (fds openapi lists the ids).'],
      ['arguments', 'One object holding the path and query parameters of the operation together, typed as in the OpenAPI document '
        + '(integers with bounds and defaults, dates yyyy-MM-dd). Numbers and booleans may be sent as JSON values or as strings; null '
        + 'counts as not given. An argument the tool does not take, or a missing path parameter, is refused naming it.'],
      ['result', 'The exact /v1 body of the same request, as the first text content and, when it is a JSON object, as structured '
        + 'content. An answer holding synthetic sample rows carries a second text saying so (REST says it in X-Data-Notice, the '
        + 'CLI on standard error).'],
      ['errors', 'A refused or failed call is a tool error (isError true) whose text is the error envelope {"error": {"code", '
        + '"message", "status"}} REST answers with. An unknown tool name is a protocol error.'],
    ]),
  },
  {
    title: 'ON STDIO',
    body: para(
      'fds mcp reads JSON-RPC messages on standard input and writes them on standard output until the assistant closes its '
        + 'input; standard output carries nothing else. An assistant starts it as a local server, for example with the command '
        + 'fds and the arguments mcp --db /path/to/fds.duckdb.',
      'Locally it answers as the store\'s operator (every plan-gated read is open to it), reaching the store as every fds '
        + 'command does: --db or FDS_DB names it; a process holding the store (fds serve, the daemon) answers the calls; '
        + 'otherwise the store\'s daemon is started and answers them, and started again if it idled out while the assistant was '
        + 'quiet. With --no-daemon (FDS_NO_DAEMON=1) fds mcp opens the file itself and holds it until it exits.',
      'With --url URL (or --remote, FDS_BASE_URL or fds config set remote) every call goes to that fds server, with the key of '
        + '--api-key, FDS_API_KEY or fds config set apiKey: fds mcp --url https://fds.example.com --api-key KEY. Each call is then '
        + 'a request of that key, gated by its plan and counted against its daily quota.',
    ),
  },
  {
    title: 'OVER HTTP',
    body: para(
      `fds serve answers the same tools at ${MCP_PATH} (streamable HTTP), for assistants that connect to a URL. Requests are `
        + 'authenticated like every /v1 request (Authorization: Bearer KEY; none or an unknown key is 401 with the envelope). The '
        + `server keeps no session: each POST carries one JSON-RPC message and gets one JSON response; GET and DELETE of ${MCP_PATH} `
        + 'answer 405.',
      'Each tools/call is one request against the key\'s daily quota: the same counter REST requests use, kept only when the call '
        + 'succeeds, so a quota spent partly over REST and partly over tools refuses the next call on either (a tool error holding '
        + '429 rate_limited). initialize, tools/list, ping and notifications are not counted. A plan that may not call an '
        + 'operation over REST gets the same 403 forbidden envelope as a tool error. The OpenAPI document describes the route '
        + `(POST ${MCP_PATH}) and its JSON-RPC envelope; the tools themselves are its other operations.`,
    ),
  },
];
