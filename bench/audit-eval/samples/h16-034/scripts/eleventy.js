const Image = require("@11ty/eleventy-img");
module.exports = function (cfg) {
  cfg.addAsyncShortcode("image", async (src, alt) => {
    const meta = await Image(src, { widths: [400, 800, 1600], formats: ["avif", "jpeg"], outputDir: "_site/img/" });
    return Image.generateHTML(meta, { alt, sizes: "100vw", loading: "lazy", decoding: "async" });
  });
};
