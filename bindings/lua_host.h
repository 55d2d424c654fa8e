#pragma once
// The Lua implementation of the engine's script boundary (engine/script/host.h).
#include "engine/script/host.h"
