#include "bindings/upvalue_writes.h"

#include <cstdint>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <vector>

namespace bnb::lua {
namespace {

// Lua 5.4's binary chunk (ldump.c) and instruction layout (lopcodes.h).
constexpr unsigned char kVersion = 0x54, kFormat = 0;
constexpr uint32_t kOpSetUpval = 10;  // OP_SETUPVAL A B: UpValue[B] := R[A]
constexpr int kAbsLineInfo = -0x80;   // a lineinfo byte meaning "see abslineinfo"
// Constant tags (lobject.h: makevariant(type, variant)).
constexpr int kNumFloat = 3 | (1 << 4), kNumInt = 3, kShortStr = 4, kLongStr = 4 | (1 << 4);

struct Upvalue {
  bool instack;  // a local of the enclosing function (else one of its upvalues)
  int idx;
  std::string name;
};

struct Proto {
  std::string source;
  int linedefined = 0;
  std::vector<uint32_t> code;
  std::vector<Upvalue> upvalues;
  std::vector<std::unique_ptr<Proto>> protos;
  std::vector<signed char> lineinfo;
  std::vector<std::pair<int, int>> abslineinfo;  // pc, line

  int line_at(int pc) const {
    if (lineinfo.empty()) return linedefined;
    int base = -1, line = linedefined;
    for (const auto& [p, l] : abslineinfo)
      if (p <= pc) base = p, line = l;
    while (base++ < pc && base < int(lineinfo.size()))
      if (lineinfo[size_t(base)] != kAbsLineInfo) line += lineinfo[size_t(base)];
    return line;
  }
};

class Reader {
 public:
  explicit Reader(std::string_view s) : s_(s) {}
  unsigned char byte() {
    if (at_ >= s_.size()) throw std::runtime_error("truncated");
    return static_cast<unsigned char>(s_[at_++]);
  }
  void skip(size_t n) {
    if (n > s_.size() - at_) throw std::runtime_error("truncated");
    at_ += n;
  }
  std::string_view bytes(size_t n) {
    const size_t from = at_;
    skip(n);
    return s_.substr(from, n);
  }
  size_t size() {  // ldump.c dumpSize: 7 bits a byte, most significant first, the last marked 0x80
    size_t x = 0;
    for (int i = 0;; ++i) {
      const unsigned char b = byte();
      if (i > 9) throw std::runtime_error("bad size");
      x = (x << 7) | (b & 0x7f);
      if (b & 0x80) return x;
    }
  }
  int integer() {
    const size_t x = size();
    if (x > 0x7fffffff) throw std::runtime_error("bad integer");
    return int(x);
  }
  std::string string() {
    const size_t n = size();
    return n == 0 ? std::string() : std::string(bytes(n - 1));
  }

 private:
  std::string_view s_;
  size_t at_ = 0;
};

void read_function(Reader& r, Proto& f, const std::string& parent_source, size_t instruction, int depth) {
  if (depth > 200) throw std::runtime_error("functions nested too deeply");
  f.source = r.string();
  if (f.source.empty()) f.source = parent_source;
  f.linedefined = r.integer();
  r.integer();  // lastlinedefined
  r.skip(3);    // numparams, is_vararg, maxstacksize
  f.code.resize(size_t(r.integer()));
  for (uint32_t& i : f.code) std::memcpy(&i, r.bytes(instruction).data(), sizeof i);
  for (int n = r.integer(); n > 0; --n) {
    const int tag = r.byte();
    if (tag == kNumFloat || tag == kNumInt)
      r.skip(8);
    else if (tag == kShortStr || tag == kLongStr)
      r.string();
  }
  f.upvalues.resize(size_t(r.integer()));
  for (Upvalue& u : f.upvalues) {
    u.instack = r.byte() != 0;
    u.idx = r.byte();
    r.byte();  // kind
  }
  f.protos.resize(size_t(r.integer()));
  for (auto& p : f.protos) {
    p = std::make_unique<Proto>();
    read_function(r, *p, f.source, instruction, depth + 1);
  }
  f.lineinfo.resize(size_t(r.integer()));
  for (signed char& c : f.lineinfo) c = static_cast<signed char>(r.byte());
  f.abslineinfo.resize(size_t(r.integer()));
  for (auto& [pc, line] : f.abslineinfo) pc = r.integer(), line = r.integer();
  for (int n = r.integer(); n > 0; --n) r.string(), r.integer(), r.integer();  // locals
  const int names = r.integer();
  for (int i = 0; i < names; ++i) {
    std::string name = r.string();
    if (size_t(i) < f.upvalues.size()) f.upvalues[size_t(i)].name = std::move(name);
  }
}

// The first SETUPVAL in `f` or below it whose variable is upvalue of `top`. `chain` holds the
// functions from `top` down to `f`.
bool find_in(const Proto& top, std::vector<const Proto*>& chain, UpvalueWrite& out) {
  const Proto& f = *chain.back();
  for (size_t pc = 0; pc < f.code.size(); ++pc) {
    const uint32_t i = f.code[pc];
    if ((i & 0x7f) != kOpSetUpval) continue;
    int u = int((i >> 16) & 0xff);
    // Follow the upvalue up: a local of a function below `top` is fresh at every call.
    bool kept = true;
    for (size_t level = chain.size() - 1; level > 0; --level) {
      const auto& ups = chain[level]->upvalues;
      if (size_t(u) >= ups.size() || ups[size_t(u)].instack) {
        kept = false;
        break;
      }
      u = ups[size_t(u)].idx;
    }
    if (!kept || size_t(u) >= top.upvalues.size()) continue;
    out.found = true;
    out.source = f.source;
    out.line = f.line_at(int(pc));
    const size_t b = (i >> 16) & 0xff;
    out.name = b < f.upvalues.size() ? f.upvalues[b].name : top.upvalues[size_t(u)].name;
    return true;
  }
  for (const auto& p : f.protos) {
    chain.push_back(p.get());
    if (find_in(top, chain, out)) return true;
    chain.pop_back();
  }
  return false;
}

}  // namespace

bool find_kept_upvalue_write(std::string_view dump, UpvalueWrite& out, std::string& problem) {
  out = {};
  try {
    Reader r(dump);
    if (r.bytes(4) != "\x1bLua" || r.byte() != kVersion || r.byte() != kFormat) {
      problem = "not a Lua 5.4 binary chunk";
      return false;
    }
    r.skip(6);  // LUAC_DATA
    const size_t instruction = r.byte();
    const size_t integer = r.byte(), number = r.byte();
    if (instruction != 4 || integer != 8 || number != 8) {
      problem = "a Lua 5.4 build with other type sizes";
      return false;
    }
    r.skip(integer + number);  // LUAC_INT, LUAC_NUM
    r.byte();                  // the main function's upvalue count
    Proto top;
    read_function(r, top, "", instruction, 0);
    std::vector<const Proto*> chain{&top};
    find_in(top, chain, out);
    return true;
  } catch (const std::exception& e) {
    problem = std::string("unreadable binary chunk: ") + e.what();
    return false;
  }
}

}  // namespace bnb::lua
