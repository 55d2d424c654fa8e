// libFuzzer target for the JSON API of `bnb serve` (tools/bnb/cmd_serve_api.h): requests fed to
// its router, with the base game's campaign and its game behind it (`tools/dev.sh fuzz api`). Any
// request may be refused with a JSON error; none may crash, hang, leak, trip a sanitizer, or get
// an answer that is not a JSON object.
//
// An input is a few requests, each starting with a line "METHOD PATH[?QUERY]" and separated by a
// line "===". The rest of a request is its body; a body "@N" is the answer of option N of the
// pending decision in the current version (so that short inputs reach deep into a game). A method
// line starting with '!' sends no token.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>

#include <unistd.h>

#include "bindings/lua_host.h"
#include "engine/base/content/loader.h"
#include "tools/bnb/cmd_serve_api.h"

namespace {

using bnb::web::ApiRequest;
using bnb::web::ApiResponse;
using bnb::web::WebApi;

const char* kToken = "fuzz-token-0123456789";

struct World {
  bnb::LoadResult content;
  bnb::LuaHost lua{bnb::LuaHostOptions{}};
  std::filesystem::path dir;
  World() {
    content = bnb::load_mods({std::string(BNB_SOURCE_DIR) + "/base_content"});
    if (!content.ok()) std::abort();
    lua.load(content.db, content.diags);
    dir = std::filesystem::temp_directory_path() / ("bnb-fuzz-api-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
  }
  // The saves of a run are scratch: leave no folder per run behind in the temporary directory.
  ~World() {
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
  }
};

World& world() {
  static World w;
  return w;
}

ApiRequest parse_request(const std::string& text, const nlohmann::json& last) {
  ApiRequest r;
  const size_t eol = text.find('\n');
  std::string line = text.substr(0, eol);
  r.body = eol == std::string::npos ? std::string() : text.substr(eol + 1);
  r.token = kToken;
  if (!line.empty() && line[0] == '!') r.token.clear(), line.erase(0, 1);
  const size_t sp = line.find(' ');
  r.method = line.substr(0, sp);
  std::string target = sp == std::string::npos ? std::string() : line.substr(sp + 1);
  const size_t q = target.find('?');
  r.path = target.substr(0, q);
  if (q != std::string::npos) {
    // a=b&c=d, without percent-decoding (the HTTP layer does that).
    std::string query = target.substr(q + 1);
    for (size_t start = 0; start <= query.size();) {
      size_t amp = query.find('&', start);
      if (amp == std::string::npos) amp = query.size();
      const std::string pair = query.substr(start, amp - start);
      const size_t eq = pair.find('=');
      r.query.emplace(pair.substr(0, eq), eq == std::string::npos ? std::string() : pair.substr(eq + 1));
      start = amp + 1;
    }
  }
  if (r.body.size() >= 2 && r.body[0] == '@' && last.is_object() && last.contains("decision") &&
      last["decision"].is_object()) {
    const nlohmann::json& options = last["decision"]["options"];
    if (!options.empty()) {
      const size_t n = size_t(std::strtoul(r.body.c_str() + 1, nullptr, 10)) % options.size();
      r.body = nlohmann::json{{"key", options[n]["key"]}, {"version", last["version"]}}.dump();
    }
  }
  return r;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  World& w = world();
  const std::string save = (w.dir / "campaign.sav").string();
  std::error_code ec;
  std::filesystem::remove(save, ec);
  bnb::web::ApiConfig config;
  config.save = save, config.token = kToken;
  WebApi api(w.content.db, &w.lua, config);
  if (!api.open_error().empty()) std::abort();

  const std::string text(reinterpret_cast<const char*>(data), size);
  nlohmann::json last;
  int requests = 0;
  for (size_t start = 0; start <= text.size() && requests < 64; ++requests) {
    size_t end = text.find("\n===\n", start);
    if (end == std::string::npos) end = text.size();
    const ApiRequest r = parse_request(text.substr(start, end - start), last);
    const ApiResponse a = api.handle(r);
    // Every error is a JSON object with a message; a look-up of a list (monsters, items) is an array.
    if (a.status >= 400 ? !a.body.is_object() : !(a.body.is_object() || a.body.is_array())) std::abort();
    a.body.dump(-1, ' ', false, nlohmann::json::error_handler_t::strict);  // valid UTF-8 throughout
    if (a.status == 200 && a.body.contains("version")) last = a.body;
    start = end + 5;
  }
  return 0;
}
