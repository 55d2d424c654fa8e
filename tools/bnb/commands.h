#pragma once
// The bnb subcommands. Each lives in its own cmd_<name>.cpp and returns the process exit code.
namespace bnb::cli {
int cmd_play(int argc, char** argv);
int cmd_validate(int argc, char** argv);
int cmd_monster_move(int argc, char** argv);
int cmd_replay(int argc, char** argv);
int cmd_review(int argc, char** argv);
int cmd_lua_docs(int argc, char** argv);
int cmd_schema(int argc, char** argv);
int cmd_catalogue(int argc, char** argv);
int cmd_sim(int argc, char** argv);
int cmd_serve(int argc, char** argv);
int cmd_list(int argc, char** argv);
int cmd_show(int argc, char** argv);
int cmd_test(int argc, char** argv);
int cmd_soak(int argc, char** argv);
}  // namespace bnb::cli
