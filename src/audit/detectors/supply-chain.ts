// Supply chain: a package installed under a name one slip away from a popular one (a typosquat), in an
// install command, a requirements file or a package.json. Only the slips squatters use are read — two
// letters swapped, one left out inside the name, one doubled, a separator dropped or added, a look-alike
// letter (l/1/I, o/0, rn/m), "colour" for "color", `python3-` for `python-` — never any one-letter change,
// since real packages sit one letter apart (react/preact, eslint/tslint, scipy/scapy).
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch } from "../text.js";

/** The most installed PyPI packages (names normalised: lowercase, `_`/`.` as `-`). */
const PYPI = new Set(
  (
    "boto3 urllib3 requests botocore setuptools certifi charset-normalizer idna typing-extensions python-dateutil " +
    "packaging s3transfer aiobotocore numpy pyyaml s3fs fsspec cryptography google-api-core pycparser pandas attrs " +
    "importlib-metadata protobuf jmespath pyasn1 click wheel platformdirs pydantic markupsafe jinja2 colorama filelock " +
    "cachetools pluggy virtualenv pytest wrapt tomli psutil pyjwt sqlalchemy werkzeug flask openpyxl pillow scipy " +
    "matplotlib beautifulsoup4 soupsieve decorator aiohttp multidict frozenlist aiosignal async-timeout " +
    "requests-oauthlib oauthlib httpx httpcore anyio sniffio docutils pygments tomlkit paramiko pynacl bcrypt " +
    "greenlet fastapi starlette uvicorn gunicorn django celery redis kombu selenium scikit-learn joblib networkx " +
    "sympy torch tensorflow keras transformers tokenizers huggingface-hub safetensors openai anthropic langchain " +
    "tiktoken regex nltk opencv-python seaborn plotly streamlit gradio pyarrow polars xgboost lightgbm " +
    "statsmodels termcolor tabulate python-dotenv jsonschema marshmallow black flake8 pylint mypy isort coverage " +
    "faker simplejson ujson orjson msgpack cython pycryptodome pyopenssl websocket-client websockets docker " +
    "kubernetes ansible fabric invoke pexpect ptyprocess ipython jupyter notebook ipykernel traitlets tornado " +
    "pyzmq twisted scrapy jellyfish fuzzywuzzy pymongo psycopg2 psycopg2-binary mysqlclient pymysql " +
    "elasticsearch google-cloud-storage azure-core azure-storage-blob discord-py python-telegram-bot " +
    "pyinstaller pyautogui pynput pyperclip playwright markdown mistune pypdf pypdf2 reportlab python-docx " +
    "python-pptx xlrd xlsxwriter tweepy slack-sdk stripe twilio sendgrid google-auth httplib2 grpcio " +
    "beautifulsoup scapy lxml tqdm rich typer loguru arrow pendulum pytz tzdata sentry-sdk boto moviepy pydub " +
    "librosa imageio scikit-image shapely geopandas folium dnspython netaddr pysocks mitmproxy pycurl " +
    // Agent and model SDKs: what a skill installs most, and what squatters now copy.
    "accelerate datasets diffusers peft sentence-transformers llama-index langgraph langchain-core " +
    "langchain-openai langchain-community langchain-anthropic litellm fastmcp chromadb crewai " +
    "google-generativeai google-genai ollama mistralai cohere instructor vllm pinecone qdrant-client " +
    "weaviate-client faiss-cpu pymupdf unstructured llama-cpp-python openai-agents claude-agent-sdk " +
    "pydantic-ai smolagents autogen-agentchat browser-use"
  ).split(" "),
);

/** The most installed npm packages. */
const NPM = new Set(
  (
    "lodash react react-dom axios express chalk commander debug tslib moment uuid classnames prop-types request " +
    "async fs-extra bluebird underscore typescript webpack babel-core core-js dotenv yargs minimist semver rxjs " +
    "jquery inquirer colors body-parser mongoose mongodb mysql mysql2 redis ioredis socket.io node-fetch " +
    "cross-env rimraf mkdirp eslint prettier mocha sinon nodemon dayjs date-fns luxon jsonwebtoken bcrypt " +
    "bcryptjs passport cheerio puppeteer playwright sharp multer helmet morgan winston bunyan boxen figlet " +
    "execa cross-spawn shelljs chokidar nanoid immer redux react-redux react-router react-router-dom svelte " +
    "electron vitest rollup esbuild terser uglify-js postcss tailwindcss autoprefixer styled-components " +
    "graphql apollo-server prisma sequelize typeorm discord.js telegraf openai langchain stripe twilio " +
    "nodemailer aws-sdk firebase firebase-admin googleapis coffee-script coffeescript event-stream " +
    "ua-parser-js node-ipc faker superagent form-data formidable busboy http-proxy http-server concurrently " +
    "npm-run-all husky lint-staged ts-node handlebars mustache marked markdown-it highlight.js chart.js " +
    "leaflet crypto-js web3 ethers bignumber.js elliptic electron-builder preact tslint vite next nuxt " +
    "angular jest chai yaml zod joi ajv pino ora qs got glob " +
    "ollama langsmith fastmcp mcp-remote puppeteer-core playwright-core"
  ).split(" "),
);

/**
 * The npm scopes of the most installed organisations. A scope is its owner's alone, so a squatter takes one a slip
 * away, or the organisation's name cut short (`@modelcontext` for `@modelcontextprotocol`).
 */
const SCOPES = new Set(
  (
    "anthropic-ai modelcontextprotocol openai types babel angular vue vueuse aws-sdk aws-cdk aws-amplify " +
    "google google-cloud googleapis azure microsoft vercel ai-sdk supabase prisma nestjs sveltejs tanstack trpc " +
    "langchain huggingface mistralai playwright mui radix-ui testing-library storybook sentry stripe firebase " +
    "reduxjs apollo octokit typescript-eslint eslint swc vitejs vitest remix-run astrojs cloudflare netlify " +
    "slack notionhq linear clerk auth0 upstash neondatabase pinecone-database qdrant llamaindex browserbasehq " +
    "e2b composio mendable tavily emotion expo react-native shopify salesforce atlassian datadog grafana " +
    "opentelemetry hapi fastify nuxt next docusaurus mdx-js typescript"
  ).split(" "),
);

/** The popular scope a scope imitates (a squatter's slip, or the name cut short before the scope's end), or undefined. */
export function scopeSquatOf(scope: string): string | undefined {
  const s = scope.toLowerCase();
  if (s.length < 5 || SCOPES.has(s)) return undefined;
  for (const p of SCOPES) {
    if (p.length < 6) continue;
    // Cut short inside a word (`modelcontext` of `modelcontextprotocol`). Not at a separator: benign skills write
    // `@anthropic/…` for `@anthropic-ai/…` (the ClawHub tuning half holds two).
    if (p.startsWith(s) && /\w/.test(p[s.length]!) && s.length * 10 >= p.length * 6) return p;
    if (s.replace(/[-_.]/g, "") === p.replace(/[-_.]/g, "")) return p;
    // One inner letter left out.
    if (p.length === s.length + 1)
      for (let i = 1; i < p.length - 1; i++) if (p.slice(0, i) + p.slice(i + 1) === s) return p;
  }
  return slipOf(s, SCOPES);
}

/** Real packages that are one of the slips away from a popular one. */
const REAL = new Set(["pyaml", "scapy"]);

const normPy = (n: string): string => n.toLowerCase().replace(/[_.]+/g, "-");

/** Each popular name with one inner character left out (a letter or a separator), mapped to the name. */
function omissions(popular: ReadonlySet<string>): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const p of popular)
    if (p.length >= 6) for (let i = 1; i < p.length - 1; i++) out.set(p.slice(0, i) + p.slice(i + 1), p);
  return out;
}
const PYPI_OMITTED = omissions(PYPI);
const NPM_OMITTED = omissions(NPM);

const LOOK_ALIKE: readonly (readonly [string, string])[] = [
  ["1", "l"],
  ["0", "o"],
  ["rn", "m"],
  ["vv", "w"],
];

/** The popular name `name` is one squatter's slip away from, or undefined. */
export function squatOf(name: string, npm: boolean): string | undefined {
  const popular = npm ? NPM : PYPI;
  if (name.length < 5 || name.length > 60 || popular.has(name) || REAL.has(name)) return undefined;
  return (npm ? NPM_OMITTED : PYPI_OMITTED).get(name) ?? slipOf(name, popular);
}

/** Whether a name (npm's as written, PyPI's normalised) is one of the popular packages, and whose. */
export function popularName(name: string): "npm" | "pypi" | undefined {
  const n = name.toLowerCase();
  return NPM.has(n) ? "npm" : PYPI.has(normPy(n)) ? "pypi" : undefined;
}

/** The name of `popular` that `name` is one swap, doubled letter, added separator or look-alike away from. */
function slipOf(name: string, popular: ReadonlySet<string>): string | undefined {
  const tries: string[] = [];
  for (let i = 0; i + 1 < name.length; i++) {
    // Two letters swapped back, a doubled letter made single, an added separator dropped.
    tries.push(name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2));
    if (name[i] === name[i + 1] || (i > 0 && name[i] === "-"))
      tries.push(name.slice(0, i) + name.slice(i + 1));
  }
  for (const [a, b] of LOOK_ALIKE) if (name.includes(a)) tries.push(name.replaceAll(a, b));
  if (name.startsWith("python3-")) tries.push(`python-${name.slice(8)}`);
  if (name.includes("colour")) tries.push(name.replace("colour", "color"));
  // A capital I for an l (`jeIlyfish`), read lowercase as an i.
  for (let i = name.indexOf("i"); i >= 0 && tries.length < 400; i = name.indexOf("i", i + 1))
    tries.push(`${name.slice(0, i)}l${name.slice(i + 1)}`);
  return tries.find((t) => t !== name && t.length >= 5 && popular.has(t));
}

/** `pip install a b`, `uv add a`, `npm i a`, `yarn add a`, `npx -y a`: the arguments, up to the command's end. */
const INSTALL =
  /\b(?:(pip[23]?(?:\.\d{1,2})?|python[23]?(?:\.\d{1,2})?\s+-m\s+pip|uv\s+pip|uv|pipx|poetry)\s+(?:install|add)|(npm|pnpm|yarn|bun)\s+(?:install|i|add)|(npx|bunx|pnpm\s+dlx)(?=\s))((?:\s+[^\s;&|#`)'"]{1,120}){1,20})/g;
/** Options that take the next word as their value, not a package. */
const TAKES_VALUE =
  /^(?:-r|-c|-e|-i|-f|-t|--requirement|--constraint|--editable|--index-url|--extra-index-url|--find-links|--target|--prefix|--root|--python|--registry|--cache|--tag|-p|--package)$/;

/** One package argument as a name: versions, extras and URLs taken off; undefined for anything else. */
function packageName(arg: string, npm: boolean): string | undefined {
  if (/^-|[/:\\$]|^\.|\.(?:txt|whl|tgz|gz|zip|toml|json)$/.test(arg) && !/^@[\w.-]+\/[\w.-]+/.test(arg))
    return;
  if (arg.startsWith("@")) return; // scoped names are the scope owner's
  const name = (npm ? arg.replace(/@.*$/, "") : arg.replace(/[[<>=!~;].*$/, "")).toLowerCase();
  return /^[a-z0-9][a-z0-9._-]{0,99}$/.test(name) ? (npm ? name : normPy(name)) : undefined;
}

function squatsIn(args: string, from: number, npm: boolean, once: boolean, out: TextHit[]): void {
  let skip = false;
  let at = 0;
  for (const arg of args.split(/\s+/)) {
    const i = args.indexOf(arg, at);
    at = i + arg.length;
    if (arg === "") continue;
    if (skip) {
      skip = false;
      continue;
    }
    if (TAKES_VALUE.test(arg)) {
      skip = true;
      continue;
    }
    if (arg.startsWith("-")) continue;
    const name = packageName(arg, npm);
    const scope = npm ? /^@([\w.-]{1,100})\//.exec(arg)?.[1] : undefined;
    if ((name && squatOf(name, npm)) || (scope && scopeSquatOf(scope)))
      out.push({ index: from + i, length: arg.length });
    // `npx pkg args…`: what follows the package is its own arguments.
    if (once) return;
  }
}

const REQUIREMENTS = /(?:^|\/)requirements[\w.-]{0,40}\.(?:txt|in)$/i;
const PACKAGE_JSON = /(?:^|\/)package\.json$/i;
/** A dependency line of a package.json: `"name": "^1.2.3"` (or a tag, a range, `*`). */
const DEPENDENCY =
  /^\s{0,40}"((?:@[a-z0-9][\w.-]{0,99}\/)?[a-z0-9][a-z0-9._-]{0,99})"\s{0,10}:\s{0,10}"(?:[~^<>=]{0,2}\s*\d[^"]{0,40}|latest|\*|next)"/i;
const REQUIREMENT =
  /^\s{0,40}([A-Za-z0-9][A-Za-z0-9._-]{0,99})\s{0,10}(?:\[[^\]\n]{0,80}\]\s{0,10})?(?:[<>=!~;]|$)/;

/**
 * Typosquats: in requirements files and package.json dependency lines, every name; elsewhere the
 * arguments of an install or `npx` command. Scoped npm names (`@org/x`) are left to their scope.
 */
export function typosquats(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const manifest = REQUIREMENTS.test(file.path) ? "pypi" : PACKAGE_JSON.test(file.path) ? "npm" : undefined;
  if (manifest) {
    let index = 0;
    for (const line of file.text.split("\n").slice(0, 2000)) {
      const m = (manifest === "npm" ? DEPENDENCY : REQUIREMENT).exec(line);
      if (m) {
        const name = manifest === "npm" ? m[1]!.toLowerCase() : normPy(m[1]!);
        const scope = /^@([\w.-]{1,100})\//.exec(name)?.[1];
        if (scope ? scopeSquatOf(scope) : squatOf(name, manifest === "npm"))
          out.push({ index: index + m.index, length: m[0].length });
      }
      index += line.length + 1;
    }
    return out;
  }
  for (const l of lines)
    eachMatch(INSTALL, l.text, (m) => {
      const npm = m[2] !== undefined || m[3] !== undefined;
      squatsIn(m[4]!, l.index + m.index + m[0].length - m[4]!.length, npm, m[3] !== undefined, out);
    });
  return out;
}
