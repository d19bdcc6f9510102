function e(e){return`/klubber/${encodeURIComponent(e)}`}export{e as t};
//# sourceMappingURL=public-paths-CkZKkQur.js.map