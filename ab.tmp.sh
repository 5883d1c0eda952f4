#!/bin/bash
# usage: ab.tmp.sh rounds path-kind...
id() { curl -s "localhost:$1/api/v1/listings?bbox=-56.37,-35.05,-56.0,-34.75" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).results[0].id))'; }
A=$(id 3961); B=$(id 3960)
url() { case $2 in s) echo "http://127.0.0.1:$1/s?place=Montevideo";; l) echo "http://127.0.0.1:$1/listings/$3";; h) echo "http://127.0.0.1:$1/";; esac; }
for k in "${@:2}"; do node lh.tmp.mjs "$(url 3961 $k $A)" >/dev/null; node lh.tmp.mjs "$(url 3960 $k $B)" > /dev/null; done
for r in $(seq 1 $1); do for k in "${@:2}"; do
  echo "base $k $(node lh.tmp.mjs "$(url 3961 $k $A)" | head -1)"
  echo "new  $k $(node lh.tmp.mjs "$(url 3960 $k $B)" | head -1)"
done; done
