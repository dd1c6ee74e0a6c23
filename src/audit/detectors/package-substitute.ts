// A popular package installed from somewhere other than its own project: a forge repository of another owner
// (a "maintained fork", a "patched build"), a package file the skill ships or fetches under the popular name, or
// an npm alias that puts another package under the popular name. Every import of the name then runs the
// substitute; the registry's own copy and the project's own repository are what users mean by the name.
// Which forge owner is a package's own: the name itself (`pandas-dev/pandas`), or the owners listed below.
import { mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, startsOf } from "../text.js";
import { badExample } from "./package-keep.js";
import { popularName } from "./supply-chain.js";

/**
 * Owners of the popular packages whose repository is not under the package's own name (lowercase, one
 * `name:owner,owner` a word); an owner named after the package (`numpy/numpy`, `pydantic/pydantic`) needs no entry.
 */
const OWNERS = new Map(
  (
    "requests:psf black:psf urllib3:urllib3 boto3:boto botocore:boto s3transfer:boto aiobotocore:aio-libs " +
    "aiohttp:aio-libs multidict:aio-libs frozenlist:aio-libs aiosignal:aio-libs async-timeout:aio-libs " +
    "setuptools:pypa wheel:pypa packaging:pypa virtualenv:pypa pip:pypa pipx:pypa certifi:certifi " +
    "charset-normalizer:jawah,ousret idna:kjd typing-extensions:python mypy:python python-dateutil:dateutil " +
    "pyyaml:yaml s3fs:fsspec cryptography:pyca bcrypt:pyca pynacl:pyca pyopenssl:pyca pycparser:eliben " +
    "pandas:pandas-dev attrs:python-attrs protobuf:protocolbuffers,google pyasn1:pyasn1,etingof click:pallets " +
    "markupsafe:pallets jinja2:pallets flask:pallets werkzeug:pallets colorama:tartley filelock:tox-dev " +
    "platformdirs:tox-dev cachetools:tkem pytest:pytest-dev pluggy:pytest-dev wrapt:grahamdumpleton " +
    "tomli:hukkin psutil:giampaolo pyjwt:jpadilla pillow:python-pillow soupsieve:facelessuser " +
    "decorator:micheles requests-oauthlib:requests oauthlib:oauthlib httpx:encode httpcore:encode " +
    "starlette:encode uvicorn:encode anyio:agronholm sniffio:python-trio tomlkit:sdispater,python-poetry " +
    "greenlet:python-greenlet fastapi:tiangolo,fastapi gunicorn:benoitc kombu:celery selenium:seleniumhq " +
    "torch:pytorch keras:keras-team transformers:huggingface tokenizers:huggingface huggingface-hub:huggingface " +
    "safetensors:huggingface anthropic:anthropics langchain:langchain-ai tiktoken:openai regex:mrabarnett " +
    "opencv-python:opencv seaborn:mwaskom pyarrow:apache polars:pola-rs xgboost:dmlc lightgbm:microsoft " +
    "tabulate:astanin python-dotenv:theskumar jsonschema:python-jsonschema marshmallow:marshmallow-code " +
    "flake8:pycqa pylint:pylint-dev,pycqa isort:pycqa,pycqa coverage:nedbat faker:joke2k simplejson:simplejson " +
    "ujson:ultrajson orjson:ijl msgpack:msgpack cython:cython pycryptodome:legrandin websocket-client:websocket-client " +
    "websockets:python-websockets docker:docker kubernetes:kubernetes-client ansible:ansible fabric:fabric " +
    "invoke:pyinvoke pexpect:pexpect ptyprocess:pexpect ipython:ipython jupyter:jupyter notebook:jupyter " +
    "ipykernel:ipython traitlets:ipython tornado:tornadoweb pyzmq:zeromq twisted:twisted scrapy:scrapy " +
    "jellyfish:jamesturk pymongo:mongodb psycopg2:psycopg mysqlclient:pymysql pymysql:pymysql " +
    "elasticsearch:elastic google-cloud-storage:googleapis azure-core:azure azure-storage-blob:azure " +
    "discord-py:rapptz python-telegram-bot:python-telegram-bot pyinstaller:pyinstaller pyautogui:asweigart " +
    "pynput:moses-palmer pyperclip:asweigart playwright:microsoft markdown:python-markdown mistune:lepture " +
    "pypdf:py-pdf pypdf2:py-pdf python-docx:python-openxml python-pptx:scanny xlsxwriter:jmcnamara " +
    "tweepy:tweepy slack-sdk:slackapi stripe:stripe twilio:twilio sendgrid:sendgrid google-auth:googleapis " +
    "grpcio:grpc scapy:secdev lxml:lxml tqdm:tqdm rich:textualize typer:tiangolo,fastapi loguru:delgan " +
    "arrow:arrow-py pendulum:sdispater,python-pendulum pytz:stub42 sentry-sdk:getsentry moviepy:zulko " +
    "pydub:jiaaro librosa:librosa imageio:imageio scikit-image:scikit-image shapely:shapely geopandas:geopandas " +
    "folium:python-visualization dnspython:rthalley netaddr:netaddr pysocks:anorov mitmproxy:mitmproxy " +
    "pycurl:pycurl scikit-learn:scikit-learn sympy:sympy networkx:networkx joblib:joblib statsmodels:statsmodels " +
    "celery:celery redis:redis sqlalchemy:sqlalchemy tensorflow:tensorflow streamlit:streamlit gradio:gradio-app " +
    "plotly:plotly nltk:nltk openai:openai matplotlib:matplotlib scipy:scipy " +
    "accelerate:huggingface datasets:huggingface diffusers:huggingface peft:huggingface trl:huggingface " +
    "sentence-transformers:ukplab,huggingface llama-index:run-llama langgraph:langchain-ai litellm:berriai " +
    "fastmcp:jlowin,prefecthq mcp:modelcontextprotocol chromadb:chroma-core crewai:crewaiinc " +
    "google-generativeai:google,google-gemini ollama:ollama mistralai:mistralai instructor:jxnl,567-labs " +
    "vllm:vllm-project pinecone:pinecone-io qdrant-client:qdrant " +
    // npm
    "react:facebook react-dom:facebook lodash:lodash axios:axios express:expressjs body-parser:expressjs " +
    "multer:expressjs morgan:expressjs chalk:chalk commander:tj debug:debug-js,visionmedia tslib:microsoft " +
    "typescript:microsoft moment:moment luxon:moment uuid:uuidjs classnames:jedwatson prop-types:facebook " +
    "request:request async:caolan fs-extra:jprichardson bluebird:petkaantonov underscore:jashkenas " +
    "webpack:webpack core-js:zloirock dotenv:motdotla yargs:yargs minimist:minimistjs,substack semver:npm " +
    "rxjs:reactivex jquery:jquery inquirer:sboudrias colors:marak mongoose:automattic mongodb:mongodb " +
    "mysql:mysqljs mysql2:sidorares ioredis:redis,luin socket-io:socketio node-fetch:node-fetch " +
    "cross-env:kentcdodds rimraf:isaacs mkdirp:isaacs glob:isaacs eslint:eslint prettier:prettier mocha:mochajs " +
    "sinon:sinonjs nodemon:remy dayjs:iamkun date-fns:date-fns jsonwebtoken:auth0 bcryptjs:dcodeio " +
    "passport:jaredhanson cheerio:cheeriojs puppeteer:puppeteer sharp:lovell helmet:helmetjs winston:winstonjs " +
    "bunyan:trentm boxen:sindresorhus figlet:patorjk execa:sindresorhus cross-spawn:moxystudio shelljs:shelljs " +
    "chokidar:paulmillr nanoid:ai immer:immerjs redux:reduxjs react-redux:reduxjs react-router:remix-run " +
    "react-router-dom:remix-run svelte:sveltejs electron:electron vitest:vitest-dev rollup:rollup esbuild:evanw " +
    "terser:terser uglify-js:mishoo postcss:postcss tailwindcss:tailwindlabs autoprefixer:postcss " +
    "styled-components:styled-components graphql:graphql apollo-server:apollographql prisma:prisma " +
    "sequelize:sequelize typeorm:typeorm discord-js:discordjs telegraf:telegraf nodemailer:nodemailer " +
    "aws-sdk:aws firebase:firebase firebase-admin:firebase googleapis:googleapis event-stream:dominictarr " +
    "ua-parser-js:faisalman node-ipc:riaevangelist superagent:ladjs,visionmedia form-data:form-data " +
    "formidable:node-formidable busboy:mscdex http-proxy:http-party http-server:http-party " +
    "concurrently:open-cli-tools npm-run-all:mysticatea husky:typicode lint-staged:lint-staged,okonet " +
    "ts-node:typestrong handlebars:handlebars-lang mustache:janl marked:markedjs markdown-it:markdown-it " +
    "highlight-js:highlightjs chart-js:chartjs leaflet:leaflet crypto-js:brix web3:web3,chainsafe " +
    "ethers:ethers-io bignumber-js:mikemcl elliptic:indutny electron-builder:electron-userland preact:preactjs " +
    "tslint:palantir vite:vitejs next:vercel nuxt:nuxt angular:angular jest:jestjs,facebook chai:chaijs " +
    "yaml:eemeli zod:colinhacks joi:hapijs,sideway ajv:ajv-validator pino:pinojs ora:sindresorhus qs:ljharb " +
    "got:sindresorhus coffee-script:jashkenas coffeescript:jashkenas"
  )
    .split(" ")
    .map((pair) => {
      const [name, owners] = pair.split(":") as [string, string];
      return [name, owners.split(",")] as const;
    }),
);

const flat = (s: string): string => s.toLowerCase().replace(/[-_.]+/g, "");

/** Whether `owner` is the package's own: its listed owner, or named after it (`pandas-dev/pandas`, `axios/axios`). */
export function ownOwner(name: string, owner: string): boolean {
  const o = owner.toLowerCase();
  if (OWNERS.get(name)?.includes(o)) return true;
  const bare = o.replace(/(?:[-_.]?(?:dev|org|project|team|app|labs|hq|ai|js|io|inc))$/, "");
  return flat(bare) === flat(name) || flat(o) === flat(name);
}

/** A repository's name read as the package it builds: `.git` off, then a `-python`/`-sdk`/`node-`… affix. */
function packageOfRepo(repo: string): string | undefined {
  const r = repo.toLowerCase().replace(/\.git$/, "");
  if (popularName(r)) return r;
  const bare = r.replace(/^(?:python-|py-|node-)|(?:-sdk)?(?:-python|-py|-js|\.js|-node|-client|-sdk)$/, "");
  return bare !== r && popularName(bare) ? bare : undefined;
}

/** A forge repository given as a package source: a URL (`git+https://github.com/o/r`) or a shorthand (`github:o/r`). */
const FORGE_REPO =
  /(?:\bgit\+(?:https?|ssh):\/\/(?:git@)?|\bhttps?:\/\/|\bgit@)(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)[/:]([\w.-]{1,100})\/([\w.-]{1,100})|\b(?:github|gitlab|bitbucket):([\w.-]{1,100})\/([\w.-]{1,100})/gi;
/** The line installs (a manager's command, a dependency entry, a direct reference): a link in prose does not. */
const INSTALLS =
  /\b(?:(?:pip[23]?|pipx|uv|pipenv|poetry|easy_install)\s+(?:install|add|run)|uvx|(?:npm|pnpm|yarn|bun)\s+(?:i|install|add)|npx|bunx|pnpm\s+dlx|cargo\s+install)\b|^\s{0,40}"[\w@/.-]{1,214}"\s{0,4}:\s{0,4}"|^\s{0,40}[\w.-]{1,100}(?:\[[^\]\n]{0,80}\])?\s{0,4}@\s{0,4}git\+|\b[\w-]{1,100}\s{0,4}=\s{0,4}\{\s{0,4}git\s{0,4}=|["'](?:pip[23]?|pipx|uv|npm|pnpm|yarn|bun)["']\s{0,4},\s{0,4}["'](?:install|add|i)["']/i;
/** The name an entry gives the package (`"axios": "github:…"`, `requests @ git+…`, `lodash@github:…`, `x = { git = …`). */
const ENTRY_NAME =
  /^\s{0,40}"([\w.-]{1,214})"\s{0,4}:\s{0,4}"(?:git\+)?$|^\s{0,40}([\w.-]{1,100})(?:\[[^\]\n]{0,80}\])?\s{0,4}@\s{0,4}(?:git\+)?$|(?:^|\s)([\w.-]{1,214})@(?:git\+)?$|^\s{0,40}([\w-]{1,100})\s{0,4}=\s{0,4}\{\s{0,4}git\s{0,4}=\s{0,4}"$/;

/** A package file named `NAME-VERSION…` (a wheel, an sdist, an npm tarball), not behind a URL: the skill's own copy. */
const LOCAL_PACKAGE =
  /(?:^|[\s"'=])((?:\.{1,2}\/|~\/|\/)?(?:[\w.-]{1,100}\/){0,8})([A-Za-z][\w.]{0,100}?(?:-[A-Za-z][\w.]{0,40}?){0,4})-v?\d[\w.+!]{0,40}(?:-[\w.]{1,40}){0,4}\.(?:whl|tar\.gz|tgz|zip)(?=$|[\s"'`;&|)])/g;
const LOCAL_INSTALL =
  /\b(?:(?:pip[23]?|pipx|uv\s+pip|pipenv|python[23]?\s+-m\s+pip)\s+install|(?:npm|pnpm|yarn|bun)\s+(?:i|install|add))\b/i;
/** The file was fetched from the registry itself (`pip download requests`, `npm pack lodash`): the registry's copy. */
const FROM_REGISTRY = /\bpip[23]?\s+download\b|\bnpm\s+pack\b|\bpip[23]?\s+wheel\b/;

/** An npm alias (`"react": "npm:other@1"`, `react@npm:other`): another package under the popular name. */
const NPM_ALIAS =
  /"([\w.-]{1,214})"\s{0,4}:\s{0,4}"npm:([^"\s@]{1,214})|(?:^|\s)([\w.-]{1,214})@npm:([^\s"'@]{1,214})/g;

function substituteAlias(name: string, target: string): boolean {
  const n = name.toLowerCase();
  const t = target.toLowerCase();
  // The project's own builds under another name (`lodash-es`) and a scoped compat package (`@preact/compat`).
  return (
    popularName(n) === "npm" &&
    t !== n &&
    !t.startsWith("@") &&
    !popularName(t) &&
    !["es", "cjs", "esm", "compat"].some((end) => t === `${n}-${end}` || t === `${n}.${end}`)
  );
}

/** A popular package given a source that is not its own, on the hinted lines (said, not only mentioned). */
export function packageSubstitutes(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  let starts: readonly number[] | undefined;
  const said = (index: number): boolean => {
    starts ??= startsOf(file);
    return !mentionedOnly(file, index) && !badExample(file, starts, index);
  };
  // Data (a benchmark's JSON log of patches) installs nothing; a package.json or an import map does.
  if (/\.json$/i.test(file.path) && !/(?:^|\/)(?:package|deno|import[_-]map)\.json$/i.test(file.path))
    return out;
  // Read once a file, and only for a file that installs a package file (a whole-file test per file costs).
  let fromRegistry: boolean | undefined;
  const registryCopy = (): boolean => {
    fromRegistry ??= FROM_REGISTRY.test(file.text);
    return fromRegistry;
  };
  for (const l of lines) {
    // The first sources of a line: a long line stays linear.
    let seen = 0;
    const t = l.text;
    // Plain substrings first: most hinted lines name a forge in a link, not in an install.
    if ((t.includes("git") || t.includes("bitbucket") || t.includes("codeberg")) && INSTALLS.test(t))
      eachMatch(FORGE_REPO, l.text, (m) => {
        if (++seen > 20) return;
        const owner = m[1] ?? m[3]!;
        const named = ENTRY_NAME.exec(l.text.slice(Math.max(0, m.index - 120), m.index));
        const key = named && (named[1] ?? named[2] ?? named[3] ?? named[4])!.toLowerCase();
        const name = key && popularName(key) ? key : packageOfRepo(m[2] ?? m[4]!);
        if (name && !ownOwner(name, owner) && said(l.index + m.index))
          out.push({ index: l.index + m.index, length: m[0].length });
      });
    if (
      (t.includes(".whl") || t.includes(".tgz") || t.includes(".tar.gz") || t.includes(".zip")) &&
      LOCAL_INSTALL.test(t) &&
      !registryCopy()
    )
      eachMatch(LOCAL_PACKAGE, l.text, (m) => {
        if (++seen > 40) return;
        const name = m[2]!.toLowerCase().replace(/_/g, "-");
        if (popularName(name) && said(l.index + m.index))
          out.push({ index: l.index + m.index, length: m[0].length });
      });
    if (l.text.includes("npm:"))
      eachMatch(NPM_ALIAS, l.text, (m) => {
        if (++seen > 60) return;
        if (substituteAlias(m[1] ?? m[3]!, m[2] ?? m[4]!) && said(l.index + m.index))
          out.push({ index: l.index + m.index, length: m[0].length });
      });
  }
  return out;
}
