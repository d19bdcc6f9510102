function e(){return[{rel:`stylesheet`,href:`/assets/admin-CxP_xqNe.css`}]}export{e as t};
//# sourceMappingURL=admin-stylesheet--_CJoeWR.js.map