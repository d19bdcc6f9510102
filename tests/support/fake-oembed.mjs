// A local stand-in for the oEmbed endpoints of the eight embed providers (issue 27), mounted by
// fake-services.mjs under /oembed and started in-process by the integration tests. Every provider
// host is mapped here by OUTBOUND_HOST_OVERRIDES ("www.youtube.com=http://127.0.0.1:PORT/oembed/
// www.youtube.com", see oembedHostOverrides), so https://www.youtube.com/oembed?url=… is served
// from /oembed/www.youtube.com/oembed?url=….
//
// It answers like the real services (oEmbed 1.0 JSON, with the `html` each really sends: a
// blockquote for X, Instagram, TikTok, Facebook and Bluesky with its data-bluesky-uri, an iframe for
// YouTube, Vimeo and Spotify) for the known URLs in FAKE_EMBED_URLS, 404 for any other, and 401
// from Meta's Graph API without an access_token. Thumbnails on the providers' CDN hosts are real
// JPEGs generated with sharp. Test cases, by YouTube video id:
//   haenger0001  never answers (the client's time limit must end it)
//   snavs000001  200 application/json that is not JSON
//   forstor0001  a 300 KB answer (over the 256 KB cap)
//   htmlfelt001  HTML and a javascript: link in the plain-text fields
//   privatbil01  a thumbnail_url on 127.0.0.1 (not mapped: the SSRF guard must refuse it)
// GET /oembed/_requests lists the requests received; POST /oembed/_reset clears them.

export const OEMBED_ENDPOINT_HOSTS = [
  "publish.twitter.com",
  "www.youtube.com",
  "graph.facebook.com",
  "www.tiktok.com",
  "vimeo.com",
  "embed.bsky.app",
  "open.spotify.com",
];
export const THUMBNAIL_HOSTS = [
  "i.ytimg.com",
  "scontent.cdninstagram.com",
  "p16-sign-va.tiktokcdn.com",
  "i.vimeocdn.com",
  "image-cdn-ak.spotifycdn.com",
];

/** OUTBOUND_HOST_OVERRIDES entries sending every provider and thumbnail host to `base`/oembed. */
export function oembedHostOverrides(base) {
  return [...OEMBED_ENDPOINT_HOSTS, ...THUMBNAIL_HOSTS]
    .map((host) => `${host}=${base}/oembed/${host}`)
    .join(",");
}

/** The environment of a test that resolves embeds through this fake, which answers at `base`. */
export function oembedTestEnv(base, dataDir) {
  return {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    OUTBOUND_HOST_OVERRIDES: oembedHostOverrides(base),
    META_OEMBED_ACCESS_TOKEN: "test-meta-token",
  };
}

export const FAKE_EMBED_URLS = {
  x: "https://x.com/FCKobenhavn/status/1368640524081254400",
  youtube: "https://www.youtube.com/watch?v=Zq3Xk9mNd2E",
  instagram: "https://www.instagram.com/p/CMGv2xhF7aB/",
  tiktok: "https://www.tiktok.com/@brondbyif/video/6937561234567890123",
  facebook: "https://www.facebook.com/FCKobenhavn/videos/1098765432123456/",
  vimeo: "https://vimeo.com/521234567",
  bluesky: "https://bsky.app/profile/forsiden.bsky.social/post/3kxyzabc2def2",
  spotify: "https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk",
};

export const FAKE_BLUESKY_AT_URI = "at://did:plc:k4xq7rmb2w3zv5yt6hncdjpe/app.bsky.feed.post/3kxyzabc2def2";

/** @type {{ host: string, path: string, url: string | null, accessToken: string | null }[]} */
export const requests = [];

const THUMBNAIL_SIZES = {
  "i.ytimg.com": [480, 360],
  "scontent.cdninstagram.com": [640, 800],
  "p16-sign-va.tiktokcdn.com": [576, 1024],
  "i.vimeocdn.com": [640, 360],
  "image-cdn-ak.spotifycdn.com": [300, 300],
};

const jpegs = new Map();
/** A real JPEG of that size (sharp is loaded only when a thumbnail is asked for). */
function jpeg(width, height) {
  const key = `${width}x${height}`;
  if (!jpegs.has(key)) {
    jpegs.set(
      key,
      import("sharp").then(({ default: sharp }) =>
        sharp({ create: { width, height, channels: 3, background: { r: 11, g: 59, b: 124 } } })
          .composite([
            {
              input: Buffer.from(
                `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffd400"/></svg>`,
              ),
            },
          ])
          .jpeg({ quality: 80 })
          .toBuffer(),
      ),
    );
  }
  return jpegs.get(key);
}

function json(res, status, body) {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}

const YOUTUBE_IDS = {
  Zq3Xk9mNd2E: {
    title: "Brøndby IF - FC København 2-1 | Highlights | 3F Superliga",
    author_name: "3F Superliga",
    author_url: "https://www.youtube.com/@3FSuperliga",
  },
  htmlfelt001: {
    title: '<b>Mål</b> i <script>alert("x")</script>overtiden &amp; jubel',
    author_name: '<img src=x onerror="alert(1)">Superliga<br>TV',
    author_url: "javascript:alert(1)",
  },
  privatbil01: {
    title: "Pressemøde efter derbyet",
    author_name: "3F Superliga",
    author_url: "https://www.youtube.com/@3FSuperliga",
  },
};

function youtube(videoId, selfBase) {
  const known = YOUTUBE_IDS[videoId];
  if (!known) return null;
  const thumbnail =
    videoId === "privatbil01"
      ? `${selfBase}/oembed/i.ytimg.com/vi/${videoId}/hqdefault.jpg`
      : `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
  return {
    ...known,
    type: "video",
    height: 113,
    width: 200,
    version: "1.0",
    provider_name: "YouTube",
    provider_url: "https://www.youtube.com/",
    thumbnail_height: 360,
    thumbnail_width: 480,
    thumbnail_url: thumbnail,
    html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${videoId}?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="${known.title.replace(/"/g, "&quot;")}"></iframe>`,
  };
}

const ANSWERS = {
  [FAKE_EMBED_URLS.x]: () => ({
    url: "https://twitter.com/FCKobenhavn/status/1368640524081254400",
    author_name: "F.C. København",
    author_url: "https://twitter.com/FCKobenhavn",
    html: '<blockquote class="twitter-tweet" data-dnt="true"><p lang="da" dir="ltr">Tak for opbakningen på udebane i aften 💙 Vi er tilbage i Parken på søndag. <a href="https://t.co/Fk3b9QmWx2">pic.twitter.com/Fk3b9QmWx2</a></p>&mdash; F.C. København (@FCKobenhavn) <a href="https://twitter.com/FCKobenhavn/status/1368640524081254400?ref_src=twsrc%5Etfw">March 7, 2021</a></blockquote>\n',
    width: 550,
    height: null,
    type: "rich",
    cache_age: "3153600000",
    provider_name: "Twitter",
    provider_url: "https://twitter.com",
    version: "1.0",
  }),
  [FAKE_EMBED_URLS.instagram]: () => ({
    version: "1.0",
    author_name: "brondbyif",
    provider_name: "Instagram",
    provider_url: "https://www.instagram.com/",
    type: "rich",
    width: 658,
    title: "DERBYSEJR! 💛💙 Tre point og førstepladsen. Tak til alle jer, der bar holdet hjem.",
    html: '<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.com/p/CMGv2xhF7aB/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14" style="background:#FFF; border:0; margin: 1px; max-width:540px; width:99.375%;"><div style="padding:16px;"><a href="https://www.instagram.com/p/CMGv2xhF7aB/?utm_source=ig_embed&amp;utm_campaign=loading" target="_blank"><div style="display:flex;">Se dette opslag på Instagram</div></a><p style="color:#c9c8cd; font-size:14px;"><a href="https://www.instagram.com/p/CMGv2xhF7aB/?utm_source=ig_embed&amp;utm_campaign=loading" target="_blank">Et opslag delt af Brøndby IF (@brondbyif)</a></p></div></blockquote>',
    thumbnail_url: "https://scontent.cdninstagram.com/v/t51.29350-15/158123456_derby_n.jpg",
    thumbnail_width: 640,
    thumbnail_height: 800,
  }),
  [FAKE_EMBED_URLS.tiktok]: () => ({
    version: "1.0",
    type: "video",
    title: "Stemningen på Sydsiden efter 2-0 i tillægstiden 🔥 #derby #brøndby",
    author_url: "https://www.tiktok.com/@brondbyif",
    author_name: "Brøndby IF",
    width: "100%",
    height: "100%",
    html: '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@brondbyif/video/6937561234567890123" data-video-id="6937561234567890123" style="max-width: 605px;min-width: 325px;" > <section> <a target="_blank" title="@brondbyif" href="https://www.tiktok.com/@brondbyif?refer=embed">@brondbyif</a> <p>Stemningen på Sydsiden efter 2-0 i tillægstiden 🔥 <a title="derby" target="_blank" href="https://www.tiktok.com/tag/derby?refer=embed">#derby</a> <a title="brøndby" target="_blank" href="https://www.tiktok.com/tag/br%C3%B8ndby?refer=embed">#brøndby</a></p> <a target="_blank" title="♬ original lyd - Brøndby IF" href="https://www.tiktok.com/music/original-lyd-6937561234567890124?refer=embed">♬ original lyd - Brøndby IF</a> </section> </blockquote> <script async src="https://www.tiktok.com/embed.js"></script>',
    thumbnail_width: 576,
    thumbnail_height: 1024,
    thumbnail_url: "https://p16-sign-va.tiktokcdn.com/obj/tos-maliva-p-0068/derby-sydsiden.jpeg",
    provider_url: "https://www.tiktok.com",
    provider_name: "TikTok",
    author_unique_id: "brondbyif",
    embed_product_id: "6937561234567890123",
    embed_type: "video",
  }),
  [FAKE_EMBED_URLS.facebook]: (url) => ({
    author_name: "F.C. København",
    author_url: "https://www.facebook.com/FCKobenhavn",
    provider_name: "Facebook",
    provider_url: "https://www.facebook.com",
    type: "video",
    version: "1.0",
    width: 500,
    height: 281,
    html: `${url.searchParams.get("omitscript") === "true" ? "" : '<div id="fb-root"></div><script async="1" defer="1" crossorigin="anonymous" src="https://connect.facebook.net/da_DK/sdk.js#xfbml=1&amp;version=v19.0"></script>'}<div class="fb-video" data-href="https://www.facebook.com/FCKobenhavn/videos/1098765432123456/" data-width="500" data-show-text="false"><blockquote cite="https://www.facebook.com/FCKobenhavn/videos/1098765432123456/" class="fb-xfbml-parse-ignore"><a href="https://www.facebook.com/FCKobenhavn/videos/1098765432123456/">Reaktionerne efter derbyet</a><p>Cheftræneren og anføreren efter nederlaget på Brøndby Stadion.</p>Slået op af <a href="https://www.facebook.com/FCKobenhavn">F.C. København</a> søndag den 7. marts 2021</blockquote></div>`,
  }),
  [FAKE_EMBED_URLS.vimeo]: () => ({
    type: "video",
    version: "1.0",
    provider_name: "Vimeo",
    provider_url: "https://vimeo.com/",
    title: "Derbyet set fra tribunen – Brøndby Stadion, marts 2021",
    author_name: "Forsiden Video",
    author_url: "https://vimeo.com/forsidenvideo",
    is_plus: "0",
    account_type: "basic",
    html: '<iframe src="https://player.vimeo.com/video/521234567?dnt=1&amp;app_id=122963" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" title="Derbyet set fra tribunen – Brøndby Stadion, marts 2021"></iframe>',
    width: 640,
    height: 360,
    duration: 187,
    description: "",
    thumbnail_url: "https://i.vimeocdn.com/video/1081234567-5c1e0a8f2b_640x360",
    thumbnail_width: 640,
    thumbnail_height: 360,
    upload_date: "2021-03-08 10:12:45",
    video_id: 521234567,
    uri: "/videos/521234567",
  }),
  [FAKE_EMBED_URLS.bluesky]: () => ({
    type: "rich",
    version: "1.0",
    author_name: "Forsiden (@forsiden.bsky.social)",
    author_url: "https://bsky.app/profile/forsiden.bsky.social",
    provider_name: "Bluesky Social",
    provider_url: "https://bsky.app",
    cache_age: 86400,
    width: 600,
    height: null,
    html: `<blockquote class="bluesky-embed" data-bluesky-uri="${FAKE_BLUESKY_AT_URI}" data-bluesky-cid="bafyreih4k2q3fxd7m5n6v7w8x9y2z3a4b5c6d7e8f9g2h3j4k5l6m7n8p"><p lang="da">Fuldtid på Brøndby Stadion: Brøndby vinder derbyet 2–1 over FC København,<br><br>og Brøndby overtager førstepladsen i Superligaen.</p>&mdash; Forsiden (<a href="https://bsky.app/profile/did:plc:k4xq7rmb2w3zv5yt6hncdjpe?ref_src=embed">@forsiden.bsky.social</a>) <a href="https://bsky.app/profile/did:plc:k4xq7rmb2w3zv5yt6hncdjpe/post/3kxyzabc2def2?ref_src=embed">7. marts 2021 kl. 19.55</a></blockquote><script async src="https://embed.bsky.app/static/embed.js" charset="utf-8"></script>`,
  }),
  [FAKE_EMBED_URLS.spotify]: () => ({
    html: '<iframe style="border-radius: 12px" width="100%" height="152" title="Spotify Embed: Derbysnak: Brøndby på toppen efter sejren over FCK" frameborder="0" allowfullscreen allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy" src="https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk?utm_source=oembed"></iframe>',
    iframe_url: "https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk?utm_source=oembed",
    width: "100%",
    height: 152,
    version: "1.0",
    provider_name: "Spotify",
    provider_url: "https://spotify.com",
    type: "rich",
    title: "Derbysnak: Brøndby på toppen efter sejren over FCK",
    thumbnail_url: "https://image-cdn-ak.spotifycdn.com/image/ab6765630000ba8a4f0c1d2e3b4a5c6d7e8f9a0b",
    thumbnail_width: 300,
    thumbnail_height: 300,
  }),
};

/** The endpoint path each provider host answers oEmbed requests on. */
const ENDPOINTS = {
  "publish.twitter.com": ["/oembed"],
  "www.youtube.com": ["/oembed"],
  "graph.facebook.com": ["/v19.0/instagram_oembed", "/v19.0/oembed_video"],
  "www.tiktok.com": ["/oembed"],
  "vimeo.com": ["/api/oembed.json"],
  "embed.bsky.app": ["/oembed"],
  "open.spotify.com": ["/oembed"],
};

const hanging = new Set();

function endpoint(req, res, url, host, path) {
  const target = url.searchParams.get("url");
  const accessToken = url.searchParams.get("access_token");
  requests.push({ host, path, url: target, accessToken });
  if (host === "graph.facebook.com" && !accessToken) {
    json(res, 401, {
      error: {
        message: "An access token is required to request this resource.",
        type: "OAuthException",
        code: 104,
        fbtrace_id: "AbCdEfGhIjKlMnOp",
      },
    });
    return;
  }
  if (host === "www.youtube.com" && target) {
    const id = /[?&]v=([\w-]{11})/.exec(target)?.[1] ?? /youtu\.be\/([\w-]{11})/.exec(target)?.[1];
    if (id === "haenger0001") {
      // Holds the connection until the client gives up.
      hanging.add(res);
      req.on("close", () => hanging.delete(res));
      return;
    }
    if (id === "snavs000001") {
      res.statusCode = 200;
      res.setHeader("Content-Type", "application/json");
      res.end('{"title": "Brøndby vinder", <html>');
      return;
    }
    if (id === "forstor0001") {
      json(res, 200, { type: "video", version: "1.0", title: "x".repeat(300 * 1024) });
      return;
    }
    const selfBase = `http://${req.headers.host}`;
    const answer = id ? youtube(id, selfBase) : null;
    if (answer) return json(res, 200, answer);
  }
  const answer = target ? ANSWERS[target] : undefined;
  if (!answer) {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Not Found");
    return;
  }
  json(res, 200, answer(url));
}

/** Answers /oembed/<host>/<path>: a provider's endpoint or a thumbnail on its CDN. */
export async function handle(req, res, url) {
  if (url.pathname === "/oembed/_requests") {
    json(res, 200, requests);
    return true;
  }
  if (url.pathname === "/oembed/_reset" && req.method === "POST") {
    requests.length = 0;
    res.statusCode = 204;
    res.end();
    return true;
  }
  const m = /^\/oembed\/([a-z0-9.-]+)(\/.*)$/.exec(url.pathname);
  if (!m) return false;
  const [, host, path] = m;
  if (ENDPOINTS[host]?.includes(path)) {
    endpoint(req, res, url, host, path);
    return true;
  }
  const size = THUMBNAIL_SIZES[host];
  if (size && req.method === "GET") {
    requests.push({ host, path, url: null, accessToken: null });
    const body = await jpeg(size[0], size[1]);
    res.statusCode = 200;
    res.setHeader("Content-Type", "image/jpeg");
    res.setHeader("Content-Length", body.length);
    res.end(body);
    return true;
  }
  res.statusCode = 404;
  res.end("Not Found");
  return true;
}
