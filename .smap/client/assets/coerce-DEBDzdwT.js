import{p as e,t}from"./schemas-CyfwGBZT.js";function n(n){return e(t,n)}export{n as t};
//# sourceMappingURL=coerce-DEBDzdwT.js.map