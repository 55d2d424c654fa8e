// The pattern-matching functions of Lua 5.4.4's string library (lstrlib.c), with one change:
// every step of the matcher is charged to the instruction budget of the hook call in progress
// (see patterns.h). The code below follows lstrlib.c closely so that it behaves identically;
// the changes are marked "bnb:".
//
// Copyright (C) 1994-2022 Lua.org, PUC-Rio.
//
// Permission is hereby granted, free of charge, to any person obtaining a copy of this software
// and associated documentation files (the "Software"), to deal in the Software without
// restriction, including without limitation the rights to use, copy, modify, merge, publish,
// distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
// Software is furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all copies or
// substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
// BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
// NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
// DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
//
// Lua errors here are longjmps (lua_host.h): no object with a destructor is ever alive.
#include "bindings/patterns.h"

#include <cctype>
#include <cstddef>
#include <cstring>

#include "bindings/runtime.h"

namespace bnb::lua {
namespace {

constexpr int kMaxCaptures = 32;   // LUA_MAXCAPTURES
constexpr int kMaxCalls = 200;     // MAXCCALLS: how deep match() may recurse
constexpr ptrdiff_t kCapUnfinished = -1;
constexpr ptrdiff_t kCapPosition = -2;
constexpr char kEsc = '%';
constexpr const char* kSpecials = "^$*+?.([%-";
// bnb: steps are added to the budget in batches of this many.
constexpr unsigned kStepBatch = 256;

inline int uchar(char c) { return static_cast<unsigned char>(c); }

struct MatchState {
  const char* src_init;  // init of source string
  const char* src_end;   // end ('\0') of source string
  const char* p_end;     // end ('\0') of pattern
  lua_State* L;
  int matchdepth;        // control for recursive depth (to avoid C stack overflow)
  unsigned char level;   // total number of captures (finished or unfinished)
  unsigned steps;        // bnb: steps not yet charged to the budget
  struct {
    const char* init;
    ptrdiff_t len;
  } capture[kMaxCaptures];
};

// bnb: adds the steps counted so far to the call's instructions; past the budget, fails like the
// count hook does, and keeps failing at every later VM instruction so that pcall cannot go on.
void charge(MatchState* ms) {
  const uint64_t n = ms->steps;
  ms->steps = 0;
  lua::charge(ms->L, n);
}

inline void step(MatchState* ms) {
  if (++ms->steps >= kStepBatch) charge(ms);
}

const char* match(MatchState* ms, const char* s, const char* p);

int check_capture(MatchState* ms, int l) {
  l -= '1';
  if (l < 0 || l >= ms->level || ms->capture[l].len == kCapUnfinished)
    return luaL_error(ms->L, "invalid capture index %%%d", l + 1);
  return l;
}

int capture_to_close(MatchState* ms) {
  int level = ms->level;
  for (level--; level >= 0; level--)
    if (ms->capture[level].len == kCapUnfinished) return level;
  return luaL_error(ms->L, "invalid pattern capture");
}

const char* classEnd(MatchState* ms, const char* p) {
  switch (*p++) {
    case kEsc: {
      if (p == ms->p_end) luaL_error(ms->L, "malformed pattern (ends with '%%')");
      return p + 1;
    }
    case '[': {
      if (*p == '^') p++;
      do {  // look for a ']'
        if (p == ms->p_end) luaL_error(ms->L, "malformed pattern (missing ']')");
        if (*(p++) == kEsc && p < ms->p_end) p++;  // skip escapes (e.g. '%]')
      } while (*p != ']');
      return p + 1;
    }
    default: return p;
  }
}

int match_class(int c, int cl) {
  int res;
  switch (std::tolower(cl)) {
    case 'a': res = std::isalpha(c); break;
    case 'c': res = std::iscntrl(c); break;
    case 'd': res = std::isdigit(c); break;
    case 'g': res = std::isgraph(c); break;
    case 'l': res = std::islower(c); break;
    case 'p': res = std::ispunct(c); break;
    case 's': res = std::isspace(c); break;
    case 'u': res = std::isupper(c); break;
    case 'w': res = std::isalnum(c); break;
    case 'x': res = std::isxdigit(c); break;
    default: return (cl == c);
  }
  if (std::isupper(cl)) res = !res;
  return res;
}

int matchbracketclass(int c, const char* p, const char* ec) {
  int sig = 1;
  if (*(p + 1) == '^') {
    sig = 0;
    p++;  // skip the '^'
  }
  while (++p < ec) {
    if (*p == kEsc) {
      p++;
      if (match_class(c, uchar(*p))) return sig;
    } else if (*(p + 1) == '-' && (p + 2 < ec)) {
      p += 2;
      if (uchar(*(p - 2)) <= c && c <= uchar(*p)) return sig;
    } else if (uchar(*p) == c) {
      return sig;
    }
  }
  return !sig;
}

int singlematch(MatchState* ms, const char* s, const char* p, const char* ep) {
  if (s >= ms->src_end) return 0;
  const int c = uchar(*s);
  switch (*p) {
    case '.': return 1;  // matches any char
    case kEsc: return match_class(c, uchar(*(p + 1)));
    case '[': return matchbracketclass(c, p, ep - 1);
    default: return (uchar(*p) == c);
  }
}

const char* matchbalance(MatchState* ms, const char* s, const char* p) {
  if (p >= ms->p_end - 1) luaL_error(ms->L, "malformed pattern (missing arguments to '%%b')");
  if (*s != *p) return nullptr;
  const int b = *p;
  const int e = *(p + 1);
  int cont = 1;
  while (++s < ms->src_end) {
    step(ms);  // bnb
    if (*s == e) {
      if (--cont == 0) return s + 1;
    } else if (*s == b) {
      cont++;
    }
  }
  return nullptr;  // string ends out of balance
}

const char* max_expand(MatchState* ms, const char* s, const char* p, const char* ep) {
  ptrdiff_t i = 0;  // counts maximum expand for item
  while (singlematch(ms, s + i, p, ep)) {
    step(ms);  // bnb
    i++;
  }
  // keeps trying to match with the maximum repetitions
  while (i >= 0) {
    const char* res = match(ms, (s + i), ep + 1);
    if (res) return res;
    i--;  // else didn't match; reduce 1 repetition to try again
  }
  return nullptr;
}

const char* min_expand(MatchState* ms, const char* s, const char* p, const char* ep) {
  for (;;) {
    const char* res = match(ms, s, ep + 1);
    if (res != nullptr) return res;
    if (singlematch(ms, s, p, ep))
      s++;  // try with one more repetition
    else
      return nullptr;
  }
}

const char* start_capture(MatchState* ms, const char* s, const char* p, ptrdiff_t what) {
  const char* res;
  const int level = ms->level;
  if (level >= kMaxCaptures) luaL_error(ms->L, "too many captures");
  ms->capture[level].init = s;
  ms->capture[level].len = what;
  ms->level = static_cast<unsigned char>(level + 1);
  if ((res = match(ms, s, p)) == nullptr)  // match failed?
    ms->level--;                           // undo capture
  return res;
}

const char* end_capture(MatchState* ms, const char* s, const char* p) {
  const int l = capture_to_close(ms);
  const char* res;
  ms->capture[l].len = s - ms->capture[l].init;  // close capture
  if ((res = match(ms, s, p)) == nullptr)       // match failed?
    ms->capture[l].len = kCapUnfinished;         // undo capture
  return res;
}

const char* match_capture(MatchState* ms, const char* s, int l) {
  l = check_capture(ms, l);
  const size_t len = size_t(ms->capture[l].len);
  if (size_t(ms->src_end - s) >= len && std::memcmp(ms->capture[l].init, s, len) == 0) return s + len;
  return nullptr;
}

const char* match(MatchState* ms, const char* s, const char* p) {
  if (ms->matchdepth-- == 0) luaL_error(ms->L, "pattern too complex");
init:  // using goto to optimize tail recursion
  step(ms);  // bnb
  if (p != ms->p_end) {  // end of pattern?
    switch (*p) {
      case '(': {  // start capture
        if (*(p + 1) == ')')  // position capture?
          s = start_capture(ms, s, p + 2, kCapPosition);
        else
          s = start_capture(ms, s, p + 1, kCapUnfinished);
        break;
      }
      case ')': {  // end capture
        s = end_capture(ms, s, p + 1);
        break;
      }
      case '$': {
        if ((p + 1) != ms->p_end)  // is the '$' the last char in pattern?
          goto dflt;               // no; go to default
        s = (s == ms->src_end) ? s : nullptr;  // check end of string
        break;
      }
      case kEsc: {  // escaped sequences not in the format class[*+?-]?
        switch (*(p + 1)) {
          case 'b': {  // balanced string?
            s = matchbalance(ms, s, p + 2);
            if (s != nullptr) {
              p += 4;
              goto init;  // return match(ms, s, p + 4);
            }  // else fail (s == NULL)
            break;
          }
          case 'f': {  // frontier?
            const char* ep;
            char previous;
            p += 2;
            if (*p != '[') luaL_error(ms->L, "missing '[' after '%%f' in pattern");
            ep = classEnd(ms, p);  // points to what is next
            previous = (s == ms->src_init) ? '\0' : *(s - 1);
            if (!matchbracketclass(uchar(previous), p, ep - 1) && matchbracketclass(uchar(*s), p, ep - 1)) {
              p = ep;
              goto init;  // return match(ms, s, ep);
            }
            s = nullptr;  // match failed
            break;
          }
          case '0': case '1': case '2': case '3': case '4':
          case '5': case '6': case '7': case '8': case '9': {  // capture results (%0-%9)?
            s = match_capture(ms, s, uchar(*(p + 1)));
            if (s != nullptr) {
              p += 2;
              goto init;  // return match(ms, s, p + 2)
            }
            break;
          }
          default: goto dflt;
        }
        break;
      }
      default:
      dflt: {  // pattern class plus optional suffix
        const char* ep = classEnd(ms, p);  // points to optional suffix
        // does not match at least once?
        if (!singlematch(ms, s, p, ep)) {
          if (*ep == '*' || *ep == '?' || *ep == '-') {  // accept empty?
            p = ep + 1;
            goto init;  // return match(ms, s, ep + 1);
          } else {      // '+' or no suffix
            s = nullptr;  // fail
          }
        } else {  // matched once
          switch (*ep) {  // handle optional suffix
            case '?': {   // optional
              const char* res;
              if ((res = match(ms, s + 1, ep + 1)) != nullptr) {
                s = res;
              } else {
                p = ep + 1;
                goto init;  // else return match(ms, s, ep + 1);
              }
              break;
            }
            case '+':  // 1 or more repetitions
              s++;     // 1 match already done
              [[fallthrough]];
            case '*':  // 0 or more repetitions
              s = max_expand(ms, s, p, ep);
              break;
            case '-':  // 0 or more repetitions (minimum)
              s = min_expand(ms, s, p, ep);
              break;
            default:  // no suffix
              s++;
              p = ep;
              goto init;  // return match(ms, s + 1, ep);
          }
        }
        break;
      }
    }
  }
  ms->matchdepth++;
  return s;
}

const char* lmemfind(const char* s1, size_t l1, const char* s2, size_t l2) {
  if (l2 == 0) return s1;  // empty strings are everywhere
  if (l2 > l1) return nullptr;  // avoids a negative 'l1'
  const char* init;  // to search for a '*s2' inside 's1'
  l2--;  // 1st char will be checked by 'memchr'
  l1 = l1 - l2;  // 's2' cannot be found after that
  while (l1 > 0 && (init = static_cast<const char*>(std::memchr(s1, *s2, l1))) != nullptr) {
    init++;  // 1st char is already checked
    if (std::memcmp(init, s2 + 1, l2) == 0) return init - 1;
    // correct 'l1' and 's1' to try again
    l1 -= size_t(init - s1);
    s1 = init;
  }
  return nullptr;  // not found
}

// Gets the i-th capture: its length and, in *cap, its start. A position capture pushes the
// position and returns kCapPosition.
ptrdiff_t get_onecapture(MatchState* ms, int i, const char* s, const char* e, const char** cap) {
  if (i >= ms->level) {
    if (i != 0) luaL_error(ms->L, "invalid capture index %%%d", i + 1);
    *cap = s;
    return e - s;
  }
  const ptrdiff_t capl = ms->capture[i].len;
  *cap = ms->capture[i].init;
  if (capl == kCapUnfinished)
    luaL_error(ms->L, "unfinished capture");
  else if (capl == kCapPosition)
    lua_pushinteger(ms->L, (ms->capture[i].init - ms->src_init) + 1);
  return capl;
}

void push_onecapture(MatchState* ms, int i, const char* s, const char* e) {
  const char* cap;
  const ptrdiff_t l = get_onecapture(ms, i, s, e, &cap);
  if (l != kCapPosition) lua_pushlstring(ms->L, cap, size_t(l));
  // else position was already pushed
}

int push_captures(MatchState* ms, const char* s, const char* e) {
  const int nlevels = (ms->level == 0 && s) ? 1 : ms->level;
  luaL_checkstack(ms->L, nlevels, "too many captures");
  for (int i = 0; i < nlevels; i++) push_onecapture(ms, i, s, e);
  return nlevels;  // number of strings pushed
}

// check whether pattern has no special characters
int nospecials(const char* p, size_t l) {
  size_t upto = 0;
  do {
    if (std::strpbrk(p + upto, kSpecials)) return 0;  // pattern has a special character
    upto += std::strlen(p + upto) + 1;               // may have more after \0
  } while (upto <= l);
  return 1;  // no special chars found
}

void prepstate(MatchState* ms, lua_State* L, const char* s, size_t ls, const char* p, size_t lp) {
  ms->L = L;
  ms->matchdepth = kMaxCalls;
  ms->src_init = s;
  ms->src_end = s + ls;
  ms->p_end = p + lp;
  ms->steps = 0;  // bnb
}

void reprepstate(MatchState* ms) { ms->level = 0; }

size_t posrelatI(lua_Integer pos, size_t len) {
  if (pos > 0) return size_t(pos);
  if (pos == 0) return 1;
  if (pos < -lua_Integer(len)) return 1;  // clip to 1
  return len + size_t(pos) + 1;
}

int str_find_aux(lua_State* L, int find) {
  size_t ls, lp;
  const char* s = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  const size_t init = posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) {  // start after string's end?
    luaL_pushfail(L);  // cannot find anything
    return 1;
  }
  // explicit request or no special characters?
  if (find && (lua_toboolean(L, 4) || nospecials(p, lp))) {
    // do a plain search
    const char* s2 = lmemfind(s + init, ls - init, p, lp);
    if (s2) {
      lua_pushinteger(L, (s2 - s) + 1);
      lua_pushinteger(L, lua_Integer((s2 - s) + lp));
      return 2;
    }
  } else {
    MatchState ms;
    const char* s1 = s + init;
    const int anchor = (*p == '^');
    if (anchor) {
      p++;
      lp--;  // skip anchor character
    }
    prepstate(&ms, L, s, ls, p, lp);
    do {
      const char* res;
      reprepstate(&ms);
      if ((res = match(&ms, s1, p)) != nullptr) {
        charge(&ms);  // bnb
        if (find) {
          lua_pushinteger(L, (s1 - s) + 1);  // start
          lua_pushinteger(L, res - s);        // end
          return push_captures(&ms, nullptr, nullptr) + 2;
        }
        return push_captures(&ms, s1, res);
      }
    } while (s1++ < ms.src_end && !anchor);
    charge(&ms);  // bnb
  }
  luaL_pushfail(L);  // not found
  return 1;
}

int str_find(lua_State* L) { return str_find_aux(L, 1); }
int str_match(lua_State* L) { return str_find_aux(L, 0); }

// state for 'gmatch'
struct GMatchState {
  const char* src;        // current position
  const char* p;          // pattern
  const char* lastmatch;  // end of last match
  MatchState ms;          // match state
};

int gmatch_aux(lua_State* L) {
  GMatchState* gm = static_cast<GMatchState*>(lua_touserdata(L, lua_upvalueindex(3)));
  gm->ms.L = L;
  gm->ms.steps = 0;  // bnb
  for (const char* src = gm->src; src <= gm->ms.src_end; src++) {
    const char* e;
    reprepstate(&gm->ms);
    if ((e = match(&gm->ms, src, gm->p)) != nullptr && e != gm->lastmatch) {
      gm->src = gm->lastmatch = e;
      charge(&gm->ms);  // bnb
      return push_captures(&gm->ms, src, e);
    }
  }
  charge(&gm->ms);  // bnb
  return 0;  // not found
}

int gmatch(lua_State* L) {
  size_t ls, lp;
  const char* s = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  size_t init = posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
  lua_settop(L, 2);  // keep strings on closure to avoid being collected
  GMatchState* gm = static_cast<GMatchState*>(lua_newuserdatauv(L, sizeof(GMatchState), 0));
  if (init > ls)    // start after string's end?
    init = ls + 1;  // avoid overflows in 's + init'
  prepstate(&gm->ms, L, s, ls, p, lp);
  gm->src = s + init;
  gm->p = p;
  gm->lastmatch = nullptr;
  lua_pushcclosure(L, gmatch_aux, 3);
  return 1;
}

void add_s(MatchState* ms, luaL_Buffer* b, const char* s, const char* e) {
  size_t l;
  lua_State* L = ms->L;
  const char* news = lua_tolstring(L, 3, &l);
  const char* p;
  while ((p = static_cast<const char*>(std::memchr(news, kEsc, l))) != nullptr) {
    luaL_addlstring(b, news, size_t(p - news));
    p++;  // skip ESC
    if (*p == kEsc) {  // '%%'
      luaL_addchar(b, *p);
    } else if (*p == '0') {  // '%0'
      luaL_addlstring(b, s, size_t(e - s));
    } else if (std::isdigit(uchar(*p))) {  // '%n'
      const char* cap;
      const ptrdiff_t resl = get_onecapture(ms, *p - '1', s, e, &cap);
      if (resl == kCapPosition)
        luaL_addvalue(b);  // add position to accumulated result
      else
        luaL_addlstring(b, cap, size_t(resl));
    } else {
      luaL_error(L, "invalid use of '%c' in replacement string", kEsc);
    }
    l -= size_t(p + 1 - news);
    news = p + 1;
  }
  luaL_addlstring(b, news, l);
}

// Add to the buffer the replacement value for the match s..e. Returns whether the text changed.
int add_value(MatchState* ms, luaL_Buffer* b, const char* s, const char* e, int tr) {
  lua_State* L = ms->L;
  switch (tr) {
    case LUA_TFUNCTION: {  // call the function
      charge(ms);  // bnb: the function's own instructions are counted by the VM
      lua_pushvalue(L, 3);  // push the function
      const int n = push_captures(ms, s, e);  // all captures as arguments
      lua_call(L, n, 1);  // call it
      break;
    }
    case LUA_TTABLE: {  // index the table
      push_onecapture(ms, 0, s, e);  // first capture is the index
      lua_gettable(L, 3);
      break;
    }
    default: {  // LUA_TNUMBER or LUA_TSTRING
      add_s(ms, b, s, e);  // add value to the buffer
      return 1;  // something changed
    }
  }
  if (!lua_toboolean(L, -1)) {  // nil or false?
    lua_pop(L, 1);  // remove value
    luaL_addlstring(b, s, size_t(e - s));  // keep original text
    return 0;  // no changes
  }
  if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  luaL_addvalue(b);  // add result to accumulator
  return 1;  // something changed
}

int str_gsub(lua_State* L) {
  size_t srcl, lp;
  const char* src = luaL_checklstring(L, 1, &srcl);  // subject
  const char* p = luaL_checklstring(L, 2, &lp);      // pattern
  const char* lastmatch = nullptr;  // end of last match
  const int tr = lua_type(L, 3);    // replacement type
  const lua_Integer max_s = luaL_optinteger(L, 4, lua_Integer(srcl) + 1);  // max replacements
  const int anchor = (*p == '^');
  lua_Integer n = 0;  // replacement count
  int changed = 0;    // change flag
  MatchState ms;
  luaL_Buffer b;
  luaL_argexpected(L, tr == LUA_TNUMBER || tr == LUA_TSTRING || tr == LUA_TFUNCTION || tr == LUA_TTABLE, 3,
                   "string/function/table");
  luaL_buffinit(L, &b);
  if (anchor) {
    p++;
    lp--;  // skip anchor character
  }
  prepstate(&ms, L, src, srcl, p, lp);
  while (n < max_s) {
    const char* e;
    reprepstate(&ms);  // (re)prepare state for new match
    if ((e = match(&ms, src, p)) != nullptr && e != lastmatch) {  // match?
      n++;
      changed = add_value(&ms, &b, src, e, tr) | changed;
      src = lastmatch = e;
    } else if (src < ms.src_end) {  // otherwise, skip one character
      luaL_addchar(&b, *src++);
    } else {
      break;  // end of subject
    }
    if (anchor) break;
  }
  charge(&ms);  // bnb
  if (!changed) {  // no changes?
    lua_pushvalue(L, 1);  // return original string
  } else {  // something changed
    luaL_addlstring(&b, src, size_t(ms.src_end - src));
    luaL_pushresult(&b);  // create and return new string
  }
  lua_pushinteger(L, n);  // number of substitutions
  return 2;
}

}  // namespace

void install_budgeted_patterns(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  const luaL_Reg fns[] = {{"find", str_find}, {"match", str_match}, {"gmatch", gmatch}, {"gsub", str_gsub}};
  for (const luaL_Reg& r : fns) {
    lua_pushcfunction(L, r.func);
    lua_setfield(L, idx, r.name);
  }
}

}  // namespace bnb::lua
