const fs=require("fs");const f=fs.readdirSync(".prof/cpu")[0];const p=JSON.parse(fs.readFileSync(".prof/cpu/"+f));
const byId=new Map(p.nodes.map(n=>[n.id,n]));const parent=new Map();p.nodes.forEach(n=>(n.children||[]).forEach(c=>parent.set(c,n.id)));
const dt=p.timeDeltas;const counts=new Map();p.samples.forEach((s,i)=>counts.set(s,(counts.get(s)||0)+(dt[i]||0)));
const self=new Map(), incl=new Map();
const key=n=>(n.callFrame.functionName||"anon")+" "+n.callFrame.url.split("/").slice(-3).join("/")+":"+n.callFrame.lineNumber;
for(const [id,t] of counts){let n=byId.get(id);self.set(key(n),(self.get(key(n))||0)+t);const seen=new Set();let cur=id;while(cur!==undefined){const k=key(byId.get(cur));if(!seen.has(k)){incl.set(k,(incl.get(k)||0)+t);seen.add(k)}cur=parent.get(cur);}}
const tot=[...self.values()].reduce((a,b)=>a+b,0);
console.log("SELF");[...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0,22).forEach(([k,t])=>console.log((t/tot*100).toFixed(1)+"%",k));
const filt=process.argv[2]||"/src/";
console.log("INCL");[...incl.entries()].filter(([k])=>k.includes(filt)).sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,t])=>console.log((t/tot*100).toFixed(1)+"%",k));
