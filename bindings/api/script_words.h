#pragma once
// A script's words as the Lua API takes them: a string (literal words) or the value of
// game.text(key, args) (a key of the mods' `texts:` and its arguments; docs/modding.md "Words of a
// script"). Read in two steps, as every bound function reads its arguments (api.h): first checked
// and copied into a plain Lua list of strings (may raise), then read into C++ without raising.
#include <string_view>

#include <lua.hpp>

#include "engine/base/core/script_words.h"

namespace bnb::lua {

// game.text(key, args?): the table that stands for a keyed text.
int push_text(lua_State* L);
// Pushes a refused action's reason (figures.control_attack's second result, ...) as a text a script
// shows the player like game.text's: {refused = "disarmed", figure = id, text = the English}.
void push_refusal(lua_State* L, const ScriptRefusal& r, std::string_view english);
// Checks argument `arg` (a string, a number or a game.text value) and pushes its plain list
// (its layout: script_words.cpp); returns the list's stack index.
int check_words(lua_State* L, int arg, const char* fn, const char* name);
// A non-empty list of words: pushes a list of plain lists; returns its stack index and sets *n.
int check_words_list(lua_State* L, int arg, const char* fn, const char* name, int* n);
// Reads a plain list (check_words) or item i (1-based) of a list (check_words_list): never raises.
ScriptWords read_words(lua_State* L, int list);
ScriptWords read_words_item(lua_State* L, int lists, int i);

}  // namespace bnb::lua
